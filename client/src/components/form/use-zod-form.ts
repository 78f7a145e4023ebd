// The one wrapper around react-hook-form + zod: the same schema the server enforces.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { ApiError } from "@/lib/api-client";

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
 * useZodForm for public pages: the schema (and zod with it, about 25 KB gzipped) loads on demand instead of
 * with the page. `preload()` starts loading (call it when the visitor starts filling in the form); the
 * first validation waits for it. Validation runs on submit, so nothing is lost meanwhile.
 */
export function useLazyZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
  defaultValues: DefaultValues<z.input<TSchema>>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> & { preload(): void } {
  const [resolver] = useState(() => {
    let loading: Promise<Resolver<z.input<TSchema>, unknown, z.output<TSchema>>> | undefined;
    const load = () =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (loading ??= loadSchema().then((schema) => zodResolver(schema as any) as any));
    const lazy: Resolver<z.input<TSchema>, unknown, z.output<TSchema>> = async (values, context, options) => (await load())(values, context, options);
    return { lazy, preload: () => void load().catch(() => (loading = undefined)) };
  });
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: resolver.lazy,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  return Object.assign(form, { preload: resolver.preload });
}

/** Puts the server's field messages onto the inputs; returns whether any was applied. */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: ApiError): boolean {
  if (!error.fields) return false;
  let applied = false;
  for (const [name, messages] of Object.entries(error.fields)) {
    const field = name.split(".")[0] as Path<T>;
    if (messages[0]) {
      form.setError(field, { type: "server", message: messages[0] });
      applied = true;
    }
  }
  return applied;
}
