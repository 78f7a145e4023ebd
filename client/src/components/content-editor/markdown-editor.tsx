// The body editor of posts and interviews: a markdown textarea with a toolbar, Ctrl/Cmd+B and +I, and a preview drawn by the same
// renderer as the public pages. Korean input: while an IME composes a syllable, shortcuts are ignored and the
// value is never rewritten, so no character is lost or doubled.
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { renderMarkdown } from "@shared/content/markdown";
import { ContentBody } from "@/components/content/content-body";
import { cn } from "@/lib/cn";
import { imageMarkdown, insertBlock, insertInline, prefixLines, TABLE_TEMPLATE, wrapSelection, type TextEdit } from "./markdown-format";
import { ImageInsertDialog } from "./image-insert-dialog";

interface MarkdownEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Tells the form when an IME composition starts and ends (autosave waits for it). */
  onComposingChange?: (composing: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
}

type Action = { label: string; name: string; apply: (v: string, s: number, e: number) => TextEdit };

// No H1: the title is the page's only H1. Typing "## " at a line start makes a heading as well.
const ACTIONS: Action[] = [
  ...[2, 3, 4].map((n) => ({
    label: `H${n}`,
    name: `H${n} 제목`,
    apply: (v: string, s: number, e: number) => prefixLines(v, s, e, `${"#".repeat(n)} `),
  })),
  { label: "굵게", name: "굵게", apply: (v, s, e) => wrapSelection(v, s, e, "**", "**", "굵은 글씨") },
  { label: "기울임", name: "기울임", apply: (v, s, e) => wrapSelection(v, s, e, "*", "*", "기울임 글씨") },
  { label: "링크", name: "링크", apply: (v, s, e) => wrapSelection(v, s, e, "[", "](https://)", "링크 텍스트") },
  { label: "문단", name: "문단", apply: (v, s, e) => insertBlock(v, s, e, v.slice(s, e) || "새 문단") },
  { label: "글머리 목록", name: "글머리 목록", apply: (v, s, e) => prefixLines(v, s, e, "- ") },
  { label: "번호 목록", name: "번호 목록", apply: (v, s, e) => prefixLines(v, s, e, "", true) },
  { label: "인용", name: "인용", apply: (v, s, e) => prefixLines(v, s, e, "> ") },
  { label: "표", name: "표", apply: (v, s, e) => insertBlock(v, s, e, TABLE_TEMPLATE) },
];

const BOLD = ACTIONS.find((a) => a.name === "굵게")!;
const ITALIC = ACTIONS.find((a) => a.name === "기울임")!;

const toolClass =
  "min-h-10 min-w-10 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-50";

export function MarkdownEditor({ id, value, onChange, onComposingChange, invalid, describedBy }: MarkdownEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const composing = useRef(false);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [view, setView] = useState<"edit" | "preview">("edit");
  const [imageOpen, setImageOpen] = useState(false);
  const cursor = useRef<[number, number]>([0, 0]);

  useLayoutEffect(() => {
    const el = textarea.current;
    const sel = pendingSelection.current;
    if (!el || !sel) return;
    pendingSelection.current = null;
    el.focus();
    el.setSelectionRange(sel[0], sel[1]);
  });

  const apply = (edit: (v: string, s: number, e: number) => TextEdit) => {
    const el = textarea.current;
    if (!el || composing.current) return;
    const result = edit(el.value, el.selectionStart, el.selectionEnd);
    pendingSelection.current = [result.selectionStart, result.selectionEnd];
    onChange(result.value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.nativeEvent.isComposing || composing.current || e.keyCode === 229) return;
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    const action = key === "b" ? BOLD : key === "i" ? ITALIC : undefined;
    if (action) {
      e.preventDefault();
      apply(action.apply);
    }
  };

  const setComposing = (next: boolean) => {
    composing.current = next;
    onComposingChange?.(next);
  };

  const html = useMemo(() => (view === "preview" ? renderMarkdown(value, { headingIdPrefix: "preview-" }).html : ""), [view, value]);

  return (
    <div className={cn("rounded-lg border bg-white", invalid ? "border-red-600" : "border-slate-300")}>
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-2">
        <div role="toolbar" aria-label="서식" aria-controls={id} className="flex flex-wrap gap-1">
          {ACTIONS.map((action) => (
            <button
              key={action.name}
              type="button"
              aria-label={action.name === action.label ? undefined : action.name}
              disabled={view === "preview"}
              onClick={() => apply(action.apply)}
              className={toolClass}
            >
              {action.label}
            </button>
          ))}
          <button
            type="button"
            disabled={view === "preview"}
            onClick={() => {
              const el = textarea.current;
              cursor.current = el ? [el.selectionStart, el.selectionEnd] : [value.length, value.length];
              setImageOpen(true);
            }}
            className={toolClass}
          >
            이미지
          </button>
        </div>
        <div className="ml-auto flex gap-1" role="group" aria-label="보기">
          {(["edit", "preview"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(toolClass, view === v && "border-brand-700! bg-brand-700! text-white!")}
            >
              {v === "edit" ? "편집" : "미리보기"}
            </button>
          ))}
        </div>
      </div>
      <textarea
        ref={textarea}
        id={id}
        value={value}
        hidden={view === "preview"}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => setComposing(true)}
        onCompositionEnd={() => setComposing(false)}
        onSelect={(e) => (cursor.current = [e.currentTarget.selectionStart, e.currentTarget.selectionEnd])}
        className="block max-h-[600px] min-h-[400px] w-full resize-y overflow-y-auto rounded-b-lg px-3.5 py-3 font-mono text-[15px] leading-relaxed text-slate-900 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-200"
      />
      {view === "preview" && (
        <div className="max-h-[600px] min-h-[400px] overflow-y-auto px-4 py-3" aria-label="미리보기" role="region" tabIndex={0}>
          {value.trim() ? <ContentBody html={html} /> : <p className="text-slate-600">미리 볼 내용이 없습니다.</p>}
        </div>
      )}
      <ImageInsertDialog
        open={imageOpen}
        onOpenChange={setImageOpen}
        onInsert={(url, alt, title) => {
          const [s, e] = cursor.current;
          const result = insertInline(value, s, e, imageMarkdown(url, alt, title));
          pendingSelection.current = [result.selectionStart, result.selectionEnd];
          onChange(result.value);
        }}
      />
    </div>
  );
}
