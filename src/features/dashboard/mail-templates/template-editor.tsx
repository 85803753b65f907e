"use client";

/**
 * Editing one mail template: name, subject and HTML body; the documented {{variables}} as buttons that insert
 * at the caret of the field last used (subject or body); a live preview with sample values (client-side,
 * in a sandboxed iframe). Validated with the API's schema; unknown variables are flagged before saving.
 */
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormError, TextareaField, TextField } from "@/components/ui/field";
import { type MailTemplateDto, updateMailTemplateBody } from "@/shared/mail-templates";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";
import { insertAt, renderPreview, unknownVariables } from "./template-preview";
import { MailFrame } from "./mail-frame";
import { UnknownVariablesAlert, VariablePicker } from "./variable-picker";

type Target = "subject" | "body";

export function TemplateEditor({
  template,
  onSaved,
  onClose,
}: {
  template: MailTemplateDto;
  onSaved: (saved: MailTemplateDto) => void;
  onClose: () => void;
}) {
  const { api } = useSession();
  const save = useSaveForm(updateMailTemplateBody);
  const [name, setName] = useState(template.name);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [target, setTarget] = useState<Target>("body");
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const preview = renderPreview(subject, body);
  const unknown = unknownVariables(
    template.variables.map((v) => v.name),
    subject,
    body,
  );

  function insertVariable(variable: string) {
    const el = target === "subject" ? subjectRef.current : bodyRef.current;
    const current = target === "subject" ? subject : body;
    const token = `{{${variable}}}`;
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    const next = insertAt(current, start, end, token);
    (target === "subject" ? setSubject : setBody)(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(
      { name, subject, body },
      async (input) => onSaved(await api.put<MailTemplateDto>(`/admin/mailtemplates/${template.id}`, input)),
      "Şablon kaydedildi.",
    );
  }

  return (
    <section aria-labelledby="template-editor-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="template-editor-title" className="text-lg font-semibold">
          Şablonu düzenle: {template.name}{" "}
          <Badge tone={template.active ? "success" : "neutral"}>{template.active ? "Aktif" : "Pasif"}</Badge>
        </h2>
        <Button variant="secondary" onClick={onClose}>
          ← Şablon listesine dön
        </Button>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <form noValidate onSubmit={submit} className="space-y-3" aria-label="Şablon düzenleyici">
          <TextField
            label="Şablon adı"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={save.errors.name}
          />
          <TextField
            ref={subjectRef}
            label="Konu"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            onFocus={() => setTarget("subject")}
            error={save.errors.subject}
            required
          />
          <TextareaField
            ref={bodyRef}
            label="İçerik (HTML)"
            value={body}
            rows={16}
            onChange={(e) => setBody(e.target.value)}
            onFocus={() => setTarget("body")}
            error={save.errors.body}
            className="[&_textarea]:font-mono [&_textarea]:text-xs"
            required
          />
          <UnknownVariablesAlert names={unknown} />
          <FormError message={save.serverError} />
          <div className="flex gap-2">
            <Button type="submit" busy={save.busy}>
              Kaydet
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setName(template.name);
                setSubject(template.subject);
                setBody(template.body);
                save.reset();
              }}
            >
              Değişiklikleri geri al
            </Button>
          </div>
          <VariablePicker
            variables={template.variables}
            hint={`Tıklayınca ${target === "subject" ? "konuya" : "içeriğe"} imlecin olduğu yere eklenir.`}
            onPick={insertVariable}
          />
        </form>
        <section aria-labelledby="template-preview-title" className="space-y-2">
          <h3 id="template-preview-title" className="font-semibold">
            Önizleme <span className="text-sm font-normal text-slate-600 dark:text-slate-400">(örnek değerlerle)</span>
          </h3>
          <p className="rounded-md bg-white px-3 py-2 text-sm dark:bg-slate-900">
            <span className="text-slate-600 dark:text-slate-400">Konu: </span>
            <span data-testid="preview-subject">{preview.subject}</span>
          </p>
          <MailFrame title="Mail önizlemesi" html={preview.html} height="h-[32rem]" />
        </section>
      </div>
    </section>
  );
}
