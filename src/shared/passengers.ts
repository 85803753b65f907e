import { z } from "zod";
import { addDays, isIsoDate, todayIn } from "@/lib/dates";
import { isCountryCode } from "./countries";
import { lookupQuery } from "./reservations";

/** The oldest date of birth taken: about 120 years before today (anything earlier is a typing mistake). */
export const OLDEST_AGE_YEARS = 120;

/** What the guest agrees to before saving the list (shown next to the checkbox, kept in the docs). */
export const PASSENGER_CONSENT_TEXT =
  "Yolcu listesindeki ad soyad, doğum tarihi, uyruk ve kimlik/pasaport numarası bilgilerinin, Türkiye'de yapılan yat kiralamalarında zorunlu olan kaptan yolcu listesinin hazırlanması amacıyla saklanmasına ve yalnızca firmamız ile teknenin sahibi tarafından görülmesine onay veriyorum. Bu bilgiler, dönüş tarihinden sonra ayarlarda belirlenen gün sayısı (varsayılan 90 gün) dolunca otomatik olarak silinir.";

export const PASSENGER_ERRORS = {
  consent: "Yolcu listesini kaydetmek için KVKK açık rızası kutusunu işaretlemeniz gerekir.",
  tooMany: (guests: number) => `Bu rezervasyon ${guests} kişilik; en fazla ${guests} yolcu girebilirsiniz.`,
  cancelled: "İptal edilmiş veya süresi dolmuş bir rezervasyonun yolcu listesi düzenlenemez.",
  started: "Giriş günü geldiği için yolcu listesi artık değiştirilemez. Değişiklik için bizimle iletişime geçin.",
} as const;

const birthDate = z
  .string({ error: "Doğum tarihi zorunludur." })
  .trim()
  .refine(isIsoDate, { error: "Doğum tarihini GG.AA.YYYY olarak geçerli bir gün girin." })
  .refine((day) => day < todayIn(), { error: "Doğum tarihi bugünden önce olmalı." })
  .refine((day) => day >= addDays(todayIn(), -Math.ceil(OLDEST_AGE_YEARS * 365.25)), {
    error: `Doğum tarihi ${OLDEST_AGE_YEARS} yıldan eski olamaz; lütfen kontrol edin.`,
  });

export const passengerInput = z.object({
  full_name: z
    .string({ error: "Ad soyad zorunludur." })
    .trim()
    .min(2, { error: "Ad soyad en az 2 karakter olmalı." })
    .max(120, { error: "Ad soyad en fazla 120 karakter olabilir." })
    .refine((v) => !/[\p{Cc}<>]/u.test(v), { error: "Ad soyad geçersiz karakter içeriyor." }),
  birth_date: birthDate,
  nationality: z
    .string({ error: "Uyruk zorunludur." })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: "Listeden bir uyruk seçin." }),
  document_number: z
    .string({ error: "Kimlik veya pasaport numarası zorunludur." })
    .trim()
    .min(3, { error: "Kimlik veya pasaport numarası en az 3 karakter olmalı." })
    .max(30, { error: "Kimlik veya pasaport numarası en fazla 30 karakter olabilir." })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, {
      error: "Kimlik veya pasaport numarası yalnızca harf, rakam, boşluk ve tire içerebilir.",
    }),
});

export type PassengerInput = z.input<typeof passengerInput>;

export const savePassengersBody = z.object({
  ...lookupQuery.shape,
  consent: z.boolean({ error: "KVKK açık rızası true veya false olmalı." }),
  passengers: z
    .array(passengerInput, { error: "Yolcu listesi bir dizi olmalı." })
    .min(1, { error: "En az bir yolcu girin." })
    .max(100, { error: "En fazla 100 yolcu girilebilir." }),
});

export const passengerSchema = z.object({
  full_name: z.string(),
  birth_date: z.string(),
  nationality: z.string(),
  nationality_name: z.string(),
  document_number: z.string(),
});

/** The guest's view of their list (GET/PUT /v1/reservations/passengers). */
export const guestPassengerListSchema = z.object({
  code: z.string(),
  guests: z.number().int(),
  /** Whether the guest may still save it; when not, `locked_reason` says why. */
  editable: z.boolean(),
  locked_reason: z.string().nullable(),
  consent_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  passengers: z.array(passengerSchema),
});

/** Staff's view (ADMIN, or the OWNER of the boat). */
export const staffPassengerListSchema = z.object({
  reservation_id: z.number().int(),
  code: z.string(),
  guests: z.number().int(),
  complete: z.boolean(),
  consent_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  passengers: z.array(passengerSchema),
});

export type GuestPassengerList = z.output<typeof guestPassengerListSchema>;
export type StaffPassengerList = z.output<typeof staffPassengerListSchema>;
