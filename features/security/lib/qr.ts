import "server-only";
import QRCode from "qrcode";

/**
 * The QR code of an otpauth:// address as rows of "1" (dark) and "0", drawn by the page as SVG:
 * the encoder stays on the server, and the secret is never sent to an image service.
 */
export function qrRows(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (_, x) => (modules.get(y, x) ? "1" : "0")).join(""),
  );
}
