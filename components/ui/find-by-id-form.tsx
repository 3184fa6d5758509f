import { Button } from "./button";
import { describedBy, Field, Input } from "./field";

/**
 * "Open a thing by its id": a plain GET form to the section's own page, so it works before any
 * script has loaded. The page reads `name` from its search params and redirects, or says why not.
 */
export function FindByIdForm({
  action,
  name,
  label,
  value,
  error,
  hint,
  submit,
}: {
  action: string;
  name: string;
  label: string;
  value: string | undefined;
  error: string | undefined;
  hint: string;
  submit: string;
}) {
  return (
    <form method="get" action={action} className="flex max-w-xl items-end gap-3">
      <div className="flex-1">
        <Field id={name} label={label} error={error} hint={hint}>
          <Input
            id={name}
            name={name}
            defaultValue={value}
            required
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(name, error, hint)}
            className="font-mono focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </Field>
      </div>
      <Button
        type="submit"
        className="mb-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {submit}
      </Button>
    </form>
  );
}
