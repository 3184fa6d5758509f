/**
 * A refusal's field errors as the form names its fields: the action's input wraps the body
 * (`rules.name`, `changes.merchant_ids.2`, `authorization.amount`), and a list is one field of
 * the form (one item per line), so an item's error lands on its list.
 */
export function onFormFields(fieldErrors: Record<string, string>): Record<string, string> {
  const lists = /^(merchant_category_codes|merchant_ids|terminal_locations|terminal_ids)\.(\d+)$/;
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.replace(/^(rules|changes|authorization)\./, "");
    const item = lists.exec(field);
    const name = item ? item[1]! : field;
    mapped[name] ??= item ? `Line ${Number(item[2]) + 1}: ${message}` : message;
  }
  return mapped;
}
