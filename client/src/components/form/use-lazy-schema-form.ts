// The public consultation form's state, without react-hook-form. The contact page is the page a visitor in a
// hurry must be able to use at once on a cheap phone: react-hook-form would add about 13 KB of gzipped
// JavaScript to its first visit (docs/performance.md), so this small hook does what that form needs, the way
// the back office's useZodForm (react-hook-form) does it:
// - inputs are uncontrolled: the browser holds what the visitor types (also what was typed before the page
//   became interactive), and the values are read from the inputs when validating;
// - the zod schema (the same one the server enforces) loads on demand, when the visitor starts filling in
//   the form (`preload()`); validation runs on submit and, after a submit, again on each change of a field;
// - a failed submit shows each field's first message and moves the focus to the first field in error.
import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { firstMessages, serverFieldMessages } from "./server-field-messages";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Values = Record<string, unknown>;
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** What `register(name)` spreads onto an input, select, textarea, checkbox or radio. */
export interface Registration {
  name: string;
  ref: (element: Control | null) => void | (() => void);
  onChange: () => void;
}

/** The value a form field shows: a checkbox's checked state, the checked radio's value ("" for none), or the text. */
function valueOf(controls: Control[], fallback: unknown): unknown {
  const [first] = controls;
  if (!first) return fallback;
  if (first.type === "checkbox") return (first as HTMLInputElement).checked;
  if (first.type === "radio") return controls.find((c) => (c as HTMLInputElement).checked)?.value ?? "";
  return first.value;
}

/** Puts a field back to `value`. */
function show(control: Control, value: unknown): void {
  if (control.type === "checkbox") (control as HTMLInputElement).checked = Boolean(value);
  else if (control.type === "radio") (control as HTMLInputElement).checked = control.value === value;
  else control.value = value == null ? "" : String(value);
}

export function useLazySchemaForm<TSchema extends z.ZodType<unknown, Values>>(
  loadSchema: () => Promise<TSchema>,
  defaults: z.input<TSchema>,
) {
  type Input = z.input<TSchema>;
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const [watched, setWatched] = useState<Values>({});
  const state = useRef({
    controls: new Map<string, Set<Control>>(),
    registrations: new Map<string, Registration>(),
    watching: new Set<string>(),
    submitted: false,
    schema: undefined as Promise<TSchema> | undefined,
  }).current;

  const loadOnce = () =>
    (state.schema ??= loadSchema().catch((error: unknown) => {
      state.schema = undefined;
      throw error;
    }));
  const controlsOf = (name: string) => [...(state.controls.get(name) ?? [])];
  const values = (): Values =>
    Object.fromEntries(Object.entries(defaults).map(([name, fallback]) => [name, valueOf(controlsOf(name), fallback)]));
  const validate = async () => (await loadOnce()).safeParse(values());

  const revalidate = async (name: string) => {
    const result = await validate();
    const message = result.success ? undefined : firstMessages(result.error.issues)[name];
    setErrors((current) => ({ ...current, [name]: message }));
  };

  const register = (name: keyof Input & string): Registration => {
    let registration = state.registrations.get(name);
    if (!registration) {
      registration = {
        name,
        ref: (element) => {
          if (!element) return;
          const set = state.controls.get(name) ?? new Set();
          state.controls.set(name, set.add(element));
          return () => void set.delete(element);
        },
        onChange: () => {
          if (state.watching.has(name)) setWatched((current) => ({ ...current, [name]: valueOf(controlsOf(name), undefined) }));
          if (state.submitted) void revalidate(name);
        },
      };
      state.registrations.set(name, registration);
    }
    return registration;
  };

  const focusFirstError = (names: string[]) => {
    const inError = names.flatMap(controlsOf);
    inError.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    inError[0]?.focus();
  };

  return {
    register,
    errors,
    /** Starts loading the schema (when the visitor starts filling in the form). */
    preload: () => void loadOnce().catch(() => undefined),
    /** The current value of `name`, kept up to date as the visitor types. */
    watch(name: keyof Input & string): unknown {
      state.watching.add(name);
      return name in watched ? watched[name] : (defaults as Values)[name];
    },
    /** The submit handler: validates, then calls `onValid` with the schema's output, or shows the errors. */
    handleSubmit: (onValid: (output: z.output<TSchema>) => void) => (event: FormEvent) => {
      event.preventDefault();
      state.submitted = true;
      void validate().then((result) => {
        if (result.success) {
          setErrors({});
          onValid(result.data);
          return;
        }
        const found = firstMessages(result.error.issues) as FieldErrors<Input>;
        setErrors(found);
        focusFirstError(Object.keys(found));
      });
    },
    /** Shows the server's field messages (an ApiError's `fields`); returns whether any was shown. */
    setServerErrors(fields: Record<string, string[]> | undefined): boolean {
      const found = serverFieldMessages(fields);
      setErrors(found as FieldErrors<Input>);
      return Object.keys(found).length > 0;
    },
    /** Empties the form for a new request. */
    reset() {
      for (const [name, controls] of state.controls) for (const control of controls) show(control, (defaults as Values)[name]);
      state.submitted = false;
      setErrors({});
      setWatched({});
    },
  };
}
