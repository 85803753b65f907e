"use client";

/**
 * /dashboard/templates/contract (ADMIN): the terms of the charter contract PDF ("Kiralama Sözleşmesi"), plain text
 * with {{variables}} filled from each reservation; variables insert at the caret, unknown ones are flagged, and a
 * preview shows the text with sample values. Paragraphs are separated by a blank line. A language tab edits the
 * Turkish terms or the English ones (reservations made on the English site; left empty, those get the Turkish terms).
 * Each save that changes the text is a new version (shown as "Sürüm N, <date>"); booked reservations keep theirs.
 */
import { useRef, useState } from "react";
import { TextareaField } from "@/components/ui/field";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import {
  type ContractTemplateDto,
  unknownTemplateVariables,
  updateContractTemplateBody,
} from "@/shared/reservation-documents";
import { renderTemplate } from "@/shared/render-template";
import { useApiQuery } from "../api/use-api-query";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { ContractVersionNote } from "./contract-version-note";
import { insertAt } from "./template-preview";
import { TEMPLATE_LANGUAGE_TABS, type TemplateLanguage, TemplateFormActions } from "./template-form";
import { VariablePicker } from "./variable-picker";

const PATH = "/admin/document-templates/contract";

const SAMPLE: Record<string, string> = {
  company_name: "Liman Yatçılık",
  company_address: "Göcek Mah. Liman Cad. No: 1, Fethiye / Muğla",
  customer_name: "Ayşe Yılmaz",
  code: "LMN-7K2Q9X",
  boat_name: "Mavi Rüya",
  marina_name: "Göcek Marina",
  start_date: "10 Temmuz 2027",
  end_date: "17 Temmuz 2027",
  days: "7",
  check_in_time: "17:00",
  check_out_time: "09:00",
  guests: "6",
  total: "€8.400,00",
  deposit: "€1.680,00",
};

function Editor({ template, onSaved }: { template: ContractTemplateDto; onSaved: (t: ContractTemplateDto) => void }) {
  const { api } = useSession();
  const save = useSaveForm(updateContractTemplateBody);
  const [bodyTr, setBodyTr] = useState(template.body);
  const [bodyEn, setBodyEn] = useState(template.body_en);
  const [language, setLanguage] = useState<TemplateLanguage>("tr");
  const english = language === "en";
  const body = english ? bodyEn : bodyTr;
  const setBody = english ? setBodyEn : setBodyTr;
  const ref = useRef<HTMLTextAreaElement>(null);
  const names = template.variables.map((v) => v.name);
  const unknown = unknownTemplateVariables(names, body);
  const preview = renderTemplate(english && bodyEn.trim() === "" ? bodyTr : body, SAMPLE, names);

  function insertVariable(name: string) {
    const el = ref.current;
    const next = insertAt(body, el?.selectionStart ?? body.length, el?.selectionEnd ?? body.length, `{{${name}}}`);
    setBody(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(
      { body: bodyTr, body_en: bodyEn },
      async (input) => onSaved(await api.put<ContractTemplateDto>(PATH, input)),
      "Şablon kaydedildi.",
    );
  }

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form noValidate onSubmit={submit} className="space-y-3" aria-label="Sözleşme şablonu">
        <ContractVersionNote template={template} />
        <Tabs
          tabs={TEMPLATE_LANGUAGE_TABS}
          value={language}
          onChange={(id) => setLanguage(id as TemplateLanguage)}
          label="Sözleşmenin dili"
        >
          <div className="space-y-3 pt-3">
            {english && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                İngilizce sitede rezervasyon yapan misafirlerin sözleşmesinde kullanılır. Boş bırakılırsa Türkçe
                koşullar kullanılır.
              </p>
            )}
            <TextareaField
              key={`body-${language}`}
              ref={ref}
              label={
                english
                  ? "İngilizce sözleşme koşulları (düz metin; paragrafları boş satırla ayırın)"
                  : "Sözleşme koşulları (düz metin; paragrafları boş satırla ayırın)"
              }
              value={body}
              rows={24}
              onChange={(e) => setBody(e.target.value)}
              error={english ? save.errors.body_en : save.errors.body}
              className="[&_textarea]:text-sm"
              required={!english}
            />
          </div>
        </Tabs>
        <TemplateFormActions
          unknown={unknown}
          save={save}
          onRevert={() => {
            setBodyTr(template.body);
            setBodyEn(template.body_en);
          }}
        />
        <VariablePicker
          variables={template.variables}
          hint="Tıklayınca imlecin olduğu yere eklenir."
          onPick={insertVariable}
        />
      </form>
      <section aria-labelledby="contract-preview-title" className="space-y-2">
        <h2 id="contract-preview-title" className="font-semibold">
          Önizleme <span className="text-sm font-normal text-slate-600 dark:text-slate-400">(örnek değerlerle)</span>
        </h2>
        <div
          data-testid="contract-preview"
          className="whitespace-pre-line rounded-md border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {preview}
        </div>
      </section>
    </div>
  );
}

export function ContractTemplateScreen() {
  const template = useApiQuery<ContractTemplateDto>(PATH);
  return (
    <>
      <PageHeader
        title="Sözleşme Şablonu"
        description="Kiralama Sözleşmesi PDF'inin koşullar bölümü. Taraflar, tekne, tarihler ve saatler belgeye ayrıca yazılır; buradaki değişkenler her rezervasyonun bilgileriyle doldurulur."
      />
      {template.error ? (
        <LoadFailed />
      ) : template.data ? (
        <Editor key={template.data.version} template={template.data} onSaved={template.setData} />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </>
  );
}
