// Pieces the site's forms share: a section card, a text input bound to a react-hook-form path with its label,
// counter and error, and the messages of the save.
import type { ReactNode } from "react";
import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { failureText, isUnauthorized } from "@/components/admin/api-errors";
import { CharCount } from "@/components/admin/char-count";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";

/** `single`: one column at every width (for lists whose lines need the room). */
export function FormSection({
  id,
  title,
  description,
  single,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  single?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-5 shadow-sm">
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className={cn("mt-4 grid gap-4", !single && "md:grid-cols-2")}>{children}</div>
    </fieldset>
  );
}

/** The message react-hook-form holds for a (dotted) path. */
export function errorAt<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: string): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

export interface TextFieldProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Shows a counter against this cap. */
  max?: number;
  type?: "text" | "email" | "tel" | "url" | "number" | "date";
  multiline?: boolean;
  rows?: number;
  className?: string;
  autoComplete?: string;
  placeholder?: string;
}

export function TextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required = true,
  hint,
  max,
  type = "text",
  multiline,
  rows = 3,
  className,
  autoComplete = "off",
  placeholder,
}: TextFieldProps<T>) {
  const value = max ? String(form.watch(name) ?? "") : "";
  const registration = form.register(name, type === "number" ? { valueAsNumber: true } : undefined);
  return (
    <Field
      id={id}
      label={
        max ? (
          <>
            {label}{" "}
            <span className="text-sm font-normal">
              (<CharCount value={value} max={max} />)
            </span>
          </>
        ) : (
          label
        )
      }
      required={required}
      hint={hint}
      error={errorAt(form, name)}
      className={className}
    >
      {multiline ? (
        <textarea className={cn(inputClass, "min-h-20")} rows={rows} placeholder={placeholder} {...registration} />
      ) : (
        <input
          className={inputClass}
          type={type}
          inputMode={type === "number" ? "numeric" : undefined}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...registration}
        />
      )}
    </Field>
  );
}

/** A failed save: the server's field messages at their inputs (by dotted path) and a toast with its message. */
export function reportSaveFailure<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown): void {
  if (isUnauthorized(error)) return;
  if (error instanceof ApiError) applyServerErrors(form, error, { nested: true });
  toast({ title: "저장 실패", description: failureText(error), variant: "destructive" });
}

/** A submit the form itself refused: the messages are at the fields. */
export function reportInvalid(): void {
  toast({ title: "입력 오류", description: "표시된 항목을 확인해주세요.", variant: "destructive" });
}
