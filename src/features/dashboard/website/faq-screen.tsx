"use client";

/**
 * /dashboard/website/faq (ADMIN): FAQ items in display order (hidden ones included); add/edit with a rich-text
 * answer, show/hide switch, ↑ ↓ to reorder, delete with confirmation.
 */
import { ENGLISH_FALLBACK_HINT, EnglishFields } from "@/features/dashboard/content/english-fields";
import { useCallback, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { CheckboxField, TextField } from "@/components/ui/field";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { RatePlaceholderHint } from "../content/rate-placeholder-hint";
import { useToast } from "@/components/ui/toast";
import { Toggle } from "@/components/ui/toggle";
import { type FaqItemDto, faqBody } from "@/shared/faq";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import type { ListAnswer } from "../api/use-list-query";
import { RecordDialog } from "../content/form-dialog";
import { MoveButtons } from "../content/move-buttons";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useRecordSave } from "../content/use-record-save";
import { useSortOrderMove } from "../content/use-sort-order";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";

type Editing = { row: FaqItemDto | null } | null;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function FaqForm({ row, onClose, onSaved }: { row: FaqItemDto | null; onClose: () => void; onSaved: () => void }) {
  const save = useRecordSave(faqBody, {
    path: "/admin/faq",
    id: row?.id,
    created: "Soru eklendi.",
    updated: "Soru güncellendi.",
  });
  const [question, setQuestion] = useState(row?.question ?? "");
  const [answer, setAnswer] = useState(row?.answer ?? "");
  const [active, setActive] = useState(row?.active ?? true);
  const [questionEn, setQuestionEn] = useState(row?.question_en ?? "");
  const [answerEn, setAnswerEn] = useState(row?.answer_en ?? "");

  function values() {
    return {
      question,
      answer,
      question_en: questionEn,
      answer_en: answerEn,
      active,
      ...(row ? { sort_order: row.sort_order } : {}),
    };
  }

  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={row ? "Soruyu düzenle" : "Yeni soru"}
      onClose={onClose}
      size="lg"
    >
      <TextField
        label="Soru"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        required
        error={save.errors.question}
      />
      <RichTextEditor label="Cevap" value={answer} onChange={setAnswer} error={save.errors.answer} rows={8} />
      <EnglishFields hasError={Boolean(save.errors.question_en) || Boolean(save.errors.answer_en)}>
        <TextField
          label="Sorunun İngilizcesi"
          value={questionEn}
          onChange={(e) => setQuestionEn(e.target.value)}
          error={save.errors.question_en}
          hint={ENGLISH_FALLBACK_HINT}
        />
        <RichTextEditor
          label="Cevabın İngilizcesi"
          value={answerEn}
          onChange={setAnswerEn}
          error={save.errors.answer_en}
          rows={6}
        />
      </EnglishFields>
      <RatePlaceholderHint />
      <CheckboxField label="Sitede göster" checked={active} onChange={(e) => setActive(e.target.checked)} />
    </RecordDialog>
  );
}

export function FaqScreen() {
  const { api } = useSession();
  const toast = useToast();
  const remove = useDeleteAction();
  const query = useApiQuery<ListAnswer<FaqItemDto>>("/admin/faq");
  const rows = query.data?.items;
  const [editing, setEditing] = useState<Editing>(null);

  const put = useCallback(
    (f: FaqItemDto, changes: Partial<Pick<FaqItemDto, "active" | "sort_order">>) =>
      api.put(`/admin/faq/${f.id}`, {
        question: f.question,
        answer: f.answer,
        active: f.active,
        sort_order: f.sort_order,
        ...changes,
      }),
    [api],
  );
  const order = useSortOrderMove(rows, (f, sort_order) => put(f, { sort_order }), query.reload);

  async function setActive(f: FaqItemDto, active: boolean) {
    try {
      await put(f, { active });
      toast.success(active ? "Soru sitede gösteriliyor." : "Soru gizlendi.");
      await query.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<FaqItemDto>[] = [
    {
      key: "move",
      header: <span className="sr-only">Sıra</span>,
      cell: (f, i) => (
        <MoveButtons
          name={f.question}
          index={i}
          count={rows?.length ?? 0}
          onMove={order.move}
          disabled={order.moving}
        />
      ),
    },
    {
      key: "question",
      header: "Soru / cevap",
      className: "min-w-64",
      cell: (f) => (
        <div className="max-w-xl">
          <span className="font-medium">{f.question}</span>
          <p className="line-clamp-2 text-xs text-slate-600 dark:text-slate-300">{plain(f.answer)}</p>
        </div>
      ),
    },
    {
      key: "active",
      header: "Sitede",
      cell: (f) => (
        <span className="flex items-center gap-2">
          <Toggle checked={f.active} onChange={(on) => setActive(f, on)} label={`${f.question}: sitede göster`} />
          <Badge tone={f.active ? "success" : "neutral"}>{f.active ? "Görünür" : "Gizli"}</Badge>
        </span>
      ),
    },
    actionsColumn((f) => (
      <RowActions
        name={f.question}
        onEdit={() => setEditing({ row: f })}
        onDelete={() =>
          remove({
            path: `/admin/faq/${f.id}`,
            title: "Soruyu sil",
            message: `“${f.question}” silinecek.`,
            success: "Soru silindi.",
            done: query.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title="Sıkça Sorulan Sorular"
        description="Sitedeki SSS sayfası; sırayı ↑ ↓ düğmeleriyle değiştirin."
        actions={<Button onClick={() => setEditing({ row: null })}>Yeni soru</Button>}
      />
      <DataTable
        caption="Sıkça sorulan sorular"
        columns={columns}
        rows={rows}
        rowKey={(f) => f.id}
        loading={query.loading}
        error={query.error}
        emptyTitle="Henüz soru yok."
      />
      {editing ? <FaqForm row={editing.row} onClose={() => setEditing(null)} onSaved={query.reload} /> : null}
    </>
  );
}
