// The back office's one wrapper around react-hook-form + zod: the same schema the server enforces. (The public
// consultation form uses the lighter use-lazy-schema-form.ts.)
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { ApiError } from "@/lib/api-client";
import { serverFieldMessages, serverFieldMessagesByPath } from "./server-field-messages";

export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    resolver: zodResolver(schema as any) as any,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

/**
 * Puts the server's field messages onto the inputs; returns whether any was applied. `nested`: a form whose inputs
 * are nested fields and lists ("address.postalCode", "reasons.0.body") gets each message at its own input.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: ApiError,
  { nested = false } = {},
): boolean {
  const found = Object.entries(nested ? serverFieldMessagesByPath(error.fields) : serverFieldMessages(error.fields));
  for (const [field, message] of found) form.setError(field as Path<T>, { type: "server", message });
  return found.length > 0;
}
