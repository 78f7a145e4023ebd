// The post editor's own setting: the category (the right panel's first field).
import type { UseFormReturn } from "react-hook-form";
import type { AdminCategory } from "@shared/content/admin-posts";
import { Field, inputClass } from "@/components/form/field";
import type { EditorValues } from "../editor-values";

export function CategoryField({ form, categories }: { form: UseFormReturn<EditorValues>; categories: AdminCategory[] }) {
  return (
    <Field id="post-category" label="카테고리" required error={form.formState.errors.categoryId?.message}>
      <select {...form.register("categoryId")} className={inputClass}>
        <option value="">카테고리 선택</option>
        {categories.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
