"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextareaField, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";

type Fields = Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;

export const CONTACT_SUCCESS = "Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.";

/** The contact form: POST /v1/website/contact; Turkish field errors from the server, toasts for the outcome. */
export function ContactForm({ boatId }: { boatId?: number }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Fields>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const body = {
      name: text("name"),
      email: text("email"),
      phone: text("phone") || undefined,
      subject: text("subject") || undefined,
      message: text("message"),
      ...(boatId ? { boat_id: boatId } : {}),
    };
    setBusy(true);
    try {
      const res = await fetch("/v1/website/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = (await res.json().catch(() => null)) as { content?: unknown; fields?: Fields } | null;
      if (!res.ok) {
        setErrors(json?.fields ?? {});
        toast.error(
          typeof json?.content === "string" ? json.content : "Mesajınız gönderilemedi. Lütfen tekrar deneyin.",
        );
        return;
      }
      setErrors({});
      form.reset();
      toast.success(CONTACT_SUCCESS);
    } catch {
      toast.error("Failed to load; network/connection error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="İletişim formu">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Ad Soyad" name="name" autoComplete="name" required maxLength={120} error={errors.name} />
        <TextField
          label="E-posta"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
          error={errors.email}
        />
        <TextField
          label="Telefon (isteğe bağlı)"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          error={errors.phone}
        />
        <TextField label="Konu (isteğe bağlı)" name="subject" maxLength={200} error={errors.subject} />
      </div>
      <TextareaField
        label="Mesajınız"
        name="message"
        rows={6}
        required
        minLength={10}
        maxLength={5000}
        error={errors.message}
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Bilgileriniz yalnızca talebinizi yanıtlamak için kullanılır; ayrıntılar{" "}
        <a href="/website/kvkk" className="underline hover:text-sea-700 dark:hover:text-sky-300">
          KVKK aydınlatma metnimizde
        </a>
        .
      </p>
      <Button type="submit" busy={busy}>
        Mesajı Gönder
      </Button>
    </form>
  );
}
