import type { ReactNode } from "react";
import { describedBy, Field } from "./field";

type Wiring = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** One labelled filter of a GET form, wired to its hint and to the message about its value. */
export function FilterField({
  name,
  label,
  hint,
  error,
  className = "w-48",
  control,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  control: (wiring: Wiring) => ReactNode;
}) {
  return (
    <div className={className}>
      <Field id={name} label={label} error={error} hint={hint}>
        {control({
          id: name,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(name, error, hint),
        })}
      </Field>
    </div>
  );
}
