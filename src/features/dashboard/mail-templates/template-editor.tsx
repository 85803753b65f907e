"use client";

/**
 * Editing one mail template: name, subject and HTML body; the documented {{variables}} as buttons that insert
 * at the caret of the field last used (subject or body); a live preview with sample values (client-side,
 * in a sandboxed iframe). Validated with the API's schema; unknown variables are flagged before saving. A language
 * tab edits the Turkish version or the English one (sent to guests who booked on the English site; left empty, they
 * get the Turkish one).
 */
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextareaField, TextField } from "@/components/ui/field";
import { Tabs } from "@/components/ui/tabs";
import { type MailTemplateDto, updateMailTemplateBody } from "@/shared/mail-templates";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";
import { insertAt, renderPreview, unknownVariables } from "./template-preview";
import { MailFrame } from "./mail-frame";
import { TEMPLATE_LANGUAGE_TABS, type TemplateLanguage, TemplateFormActions } from "./template-form";
import { VariablePicker } from "./variable-picker";

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
  const [subjectEn, setSubjectEn] = useState(template.subject_en);
  const [bodyEn, setBodyEn] = useState(template.body_en);
  const [language, setLanguage] = useState<TemplateLanguage>("tr");
  const english = language === "en";
  const shownSubject = english ? subjectEn : subject;
  const shownBody = english ? bodyEn : body;
  const setShownSubject = english ? setSubjectEn : setSubject;
  const setShownBody = english ? setBodyEn : setBody;
  const [target, setTarget] = useState<Target>("body");
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const preview = renderPreview(shownSubject, shownBody);
  const unknown = unknownVariables(
    template.variables.map((v) => v.name),
    shownSubject,
    shownBody,
  );

  function insertVariable(variable: string) {
    const el = target === "subject" ? subjectRef.current : bodyRef.current;
    const current = target === "subject" ? shownSubject : shownBody;
    const token = `{{${variable}}}`;
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    const next = insertAt(current, start, end, token);
    (target === "subject" ? setShownSubject : setShownBody)(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(
      { name, subject, body, subject_en: subjectEn, body_en: bodyEn },
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
          <Tabs
            tabs={TEMPLATE_LANGUAGE_TABS}
            value={language}
            onChange={(id) => setLanguage(id as TemplateLanguage)}
            label="Şablonun dili"
          >
            <div className="space-y-3 pt-3">
              {english && (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  İngilizce sitede rezervasyon yapan misafirlere gönderilir. Boş bırakılırsa Türkçe sürüm gönderilir.
                </p>
              )}
              <TextField
                key={`subject-${language}`}
                ref={subjectRef}
                label={english ? "İngilizce konu" : "Konu"}
                value={shownSubject}
                onChange={(e) => setShownSubject(e.target.value)}
                onFocus={() => setTarget("subject")}
                error={english ? save.errors.subject_en : save.errors.subject}
                required={!english}
              />
              <TextareaField
                key={`body-${language}`}
                ref={bodyRef}
                label={english ? "İngilizce içerik (HTML)" : "İçerik (HTML)"}
                value={shownBody}
                rows={16}
                onChange={(e) => setShownBody(e.target.value)}
                onFocus={() => setTarget("body")}
                error={english ? save.errors.body_en : save.errors.body}
                className="[&_textarea]:font-mono [&_textarea]:text-xs"
                required={!english}
              />
            </div>
          </Tabs>
          <TemplateFormActions
            unknown={unknown}
            save={save}
            onRevert={() => {
              setName(template.name);
              setSubject(template.subject);
              setBody(template.body);
              setSubjectEn(template.subject_en);
              setBodyEn(template.body_en);
            }}
          />
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
