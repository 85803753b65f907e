"use client";

import { useEffect, useState } from "react";

/**
 * The reservation code of `/enquire?code=LMN-…` (the link in the reservation mails, `{{documents_url}}`), read
 * after hydration so the static page stays the same for everyone; "" without one.
 */
export function useCodeFromUrl(): string {
  const [code, setCode] = useState("");
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get("code") ?? "";
    setCode(value.trim().slice(0, 40));
  }, []);
  return code;
}
