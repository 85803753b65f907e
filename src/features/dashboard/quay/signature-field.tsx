"use client";

/**
 * A signature drawn with a finger (signature_pad): the canvas fills the width of the phone, "Temizle" starts over,
 * and each finished stroke hands the drawing on as a PNG data URL (kept in the draft, sent as the API asks). A
 * signature kept from before (a reload) is drawn back; a turned phone redraws it at the new size.
 */
import { useEffect, useId, useRef } from "react";
import SignaturePad from "signature_pad";
import { Button } from "@/components/ui/button";

export function SignatureField({
  label,
  value,
  onChange,
  disabled,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
  error?: string;
}) {
  const helpId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { backgroundColor: "rgb(255,255,255)", penColor: "rgb(15,23,42)" });
    padRef.current = pad;
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      const kept = valueRef.current;
      if (kept) void pad.fromDataURL(kept, { width: canvas.offsetWidth, height: canvas.offsetHeight });
    };
    resize();
    const onEnd = () => changeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
    pad.addEventListener("endStroke", onEnd);
    const observer = new ResizeObserver(() => resize());
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener("endStroke", onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  return (
    <div className="text-sm">
      <div className="mb-1 flex items-center justify-between gap-2">
        <span className="font-medium">{label}</span>
        <Button
          size="sm"
          variant="secondary"
          className="min-h-11"
          disabled={disabled || !value}
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
          aria-label={`${label}: temizle`}
        >
          Temizle
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`${label} alanı: parmağınızla imzalayın`}
        aria-describedby={helpId}
        className={`block h-40 w-full touch-none rounded-md border-2 bg-white ${error ? "border-red-600" : "border-slate-300 dark:border-slate-600"}`}
      />
      <span
        id={helpId}
        className={`mt-1 block text-xs ${error ? "font-medium text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400"}`}
      >
        {error ?? (value ? "İmzalandı." : "Çerçevenin içine imzalayın.")}
      </span>
    </div>
  );
}
