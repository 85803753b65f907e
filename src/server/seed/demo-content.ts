import "server-only";
import { DEMO_FAQ_EN, DEMO_POSTS_EN, DEMO_TEAM_EN } from "./demo-english-content";
import { DEMO_PAGES_EN } from "./demo-english-pages";
import { markMessagesReadByAll } from "../staff-marks/mark-messages-read-by-all";
import { turkishIban } from "../../lib/iban";
import { slugify } from "../../lib/slug";
import { imageFileKey } from "../content/stored-files";
import type { DbOrTx } from "../db/client";
import { banks, blogPosts, contactMessages, faqItems, subscribers, teamMembers, websitePages } from "../db/schema";
import type { SettingKey } from "../settings/keys";
import { DEMO_POSTS } from "./demo-blog";
import type { DemoBoat } from "./demo-boats";
import type { DemoImages } from "./demo-images";
import { COMPANY, DEMO_PAGES } from "./demo-pages";

const DAY = 86_400_000;

/** Settings the demo shows; twitter_link stays empty to show that a social link appears only when set. */
export const DEMO_SETTINGS: Partial<Record<SettingKey, string>> = {
  dollar_exchange_rate: "42.35",
  euro_exchange_rate: "48.90",
  sterling_exchange_rate: "56.15",
  site_name: "Liman",
  // The default Turkish footer text's English twin (issue 33).
  site_footer_text_en:
    "Liman, backed by TÜRSAB, charters gulets, motor yachts and sailing yachts in the bays of Türkiye. Book now with a {{deposit_percent}}% deposit.",
  site_phone: COMPANY.phone,
  site_email: COMPANY.email,
  site_address: COMPANY.address,
  staff_email: "rezervasyon@liman.demo",
  instagram_link: "https://www.instagram.com/liman.tekne",
  facebook_link: "https://www.facebook.com/liman.tekne",
  youtube_link: "https://www.youtube.com/@limantekne",
  twitter_link: "",
};

export const DEMO_FAQ: [string, string][] = [
  [
    "Rezervasyonum ne zaman kesinleşir?",
    "Talebiniz alındığında tarihleriniz 48 saat boyunca opsiyonlanır. Bu süre içinde toplam tutar üzerinden %{{deposit_percent}} oranındaki ön ödemeyi yaptığınızda rezervasyonunuz kesinleşir ve size onay e-postası gönderilir.",
  ],
  [
    "Kalan ödemeyi ne zaman yaparım?",
    "Kalan tutar (%{{balance_percent}}) en geç biniş günü, teknede kaptana veya acentemize nakit, kredi kartı ya da havale ile ödenir.",
  ],
  [
    "Fiyatlara neler dahil?",
    "Tekne, mürettebat, günlük 4 saate kadar seyir yakıtı, liman ücretleri ve son temizlik dahildir. Yiyecek-içecek ve ek seyir yakıtı ayrıca planlanır; her teknenin sayfasında ayrıntılar yer alır.",
  ],
  [
    "Fiyatlar hangi para biriminde?",
    "Büyük teknelerin fiyatları genellikle Euro, günübirlik teknelerin fiyatları TL'dir. Sitenin üst menüsünden para birimini değiştirerek fiyatları TL, Dolar, Euro veya Sterlin olarak görebilirsiniz; rezervasyonda kur sabitlenir.",
  ],
  [
    "Guletler neden Cumartesi başlıyor?",
    "Yüksek sezonda (15 Haziran – 15 Eylül) guletler haftalık kiralanır ve Cumartesi–Cumartesi çalışır. Ara sezonda daha kısa ve esnek kiralamalar mümkündür.",
  ],
  [
    "Deniz tutmasından çekiniyorum, hangi tekneyi seçmeliyim?",
    "Katamaranlar iki gövdeli yapıları sayesinde çok daha dengelidir. Ayrıca Göcek ve Fethiye körfezleri Türkiye'nin en sakin seyir alanlarındandır.",
  ],
  [
    "Çocuklarla tekne tatili yapılabilir mi?",
    "Elbette. Tüm teknelerde çocuk ölçülerinde can yeleği bulunur; rezervasyon notunuza çocukların yaşlarını yazmanız yeterli.",
  ],
  [
    "İptal edersem ne olur?",
    "Biniş tarihine 30 günden fazla kala yapılan iptallerde ön ödemenin tamamı iade edilir. Ayrıntılar için İptal ve İade Koşulları sayfamızı inceleyebilirsiniz.",
  ],
  [
    "Rezervasyonumu nasıl takip ederim?",
    "Rezervasyonlarım sayfasına LMN- ile başlayan rezervasyon kodunuzu ve e-posta adresinizi yazarak durumunuzu ve ödemelerinizi görebilirsiniz.",
  ],
  [
    "Teknemi Liman'da nasıl listelerim?",
    "İletişim formundan bize ulaşın; ekibimiz teknenizi yerinde inceledikten sonra size tekne sahibi paneli açar. Listeleme ücretsizdir.",
  ],
];

const DEMO_BANKS = [
  {
    bankName: "Türkiye İş Bankası",
    code: "00064",
    account: "1234000056781234",
    currency: "TRY",
    branch: "Bodrum Şubesi",
  },
  { bankName: "Garanti BBVA", code: "00062", account: "0001298006294571", currency: "EUR", branch: "Yalıkavak Şubesi" },
  { bankName: "Ziraat Bankası", code: "00010", account: "0481123456785001", currency: "USD", branch: "Bodrum Şubesi" },
] as const;

const DEMO_TEAM = [
  {
    name: "Deniz Yılmaz",
    title: "Kurucu ve Genel Müdür",
    bio: "Yirmi yılı aşkın süredir Ege ve Akdeniz'de kaptanlık yaptı. Liman'ı, denizi sevenlerle doğru tekneleri buluşturmak için kurdu.",
  },
  {
    name: "Elif Karaca",
    title: "Rezervasyon Sorumlusu",
    bio: "Misafirlerimizin ilk talepten son güne kadar her sorusunu yanıtlar; rotaları ve tarihleri kaptanlarla birlikte planlar.",
  },
  {
    name: "Murat Şahin",
    title: "Filo ve Operasyon Müdürü",
    bio: "Platformdaki her teknenin denetiminden ve bakım takviminden sorumludur. Eski bir gulet ustasının oğludur.",
  },
  {
    name: "Zeynep Aksu",
    title: "Müşteri İlişkileri Uzmanı",
    bio: "İngilizce, Almanca ve Rusça konuşur; yurt dışından gelen misafirlerimizin transfer ve vize sorularına yardımcı olur.",
  },
];

const CONTACT_MESSAGES = [
  {
    name: "Hülya Tekin",
    email: "hulya.tekin@example.com",
    phone: "+90 532 765 43 21",
    subject: "Grup kiralama",
    message:
      "Merhaba, Eylül'ün ikinci haftası 14 kişilik bir grup için Göcek çıkışlı iki gulet düşünüyoruz. Birlikte seyredebilecekleri bir rota önerebilir misiniz?",
    read: false,
    daysAgo: 1,
  },
  {
    name: "Martin Becker",
    email: "martin.becker@example.de",
    phone: "+49 160 9876 5432",
    subject: "Bareboat charter",
    message:
      "Hello, do you offer bareboat charters for sailing yachts in Fethiye? I hold an ICC licence. We are 4 adults, first half of June.",
    read: false,
    daysAgo: 2,
  },
  {
    name: "Kemal Arıkan",
    email: "kemal.arikan@example.com",
    phone: null,
    subject: "Teknemi listelemek istiyorum",
    message: "Marmaris Netsel'de 18 metrelik bir motoryatım var. Platformunuzda listelemek için süreç nasıl işliyor?",
    read: true,
    daysAgo: 9,
  },
  {
    name: "Gülşen Yalçın",
    email: "gulsen.yalcin@example.com",
    phone: "+90 505 321 54 76",
    subject: "Fatura",
    message:
      "Geçen ay yaptığımız günübirlik tur için şirket adına fatura kesilmesini rica ediyorum. Vergi bilgilerimizi ekte iletiyorum.",
    read: true,
    daysAgo: 21,
  },
];

const SUBSCRIBER_EMAILS = [
  "ayse.kilic@example.com",
  "mehmet.aslan@example.com",
  "derya.ozkan@example.net",
  "ali.yurt@example.org",
  "canan.er@example.com",
  "onur.tas@example.com",
  "hale.sen@example.net",
  "peter.smith@example.co.uk",
  "julia.weber@example.de",
  "selim.karaman@example.com",
  "esra.gok@example.com",
  "yusuf.demirci@example.org",
];

/** Everything around the boats: settings, pages, blog, FAQ, banks, team, messages and subscribers. */
export async function insertDemoContent(
  db: DbOrTx,
  { fleet, images, now }: { fleet: DemoBoat[]; images: DemoImages; now: Date },
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  await db.insert(websitePages).values(
    DEMO_PAGES.map((p) => ({
      ...p,
      titleEn: DEMO_PAGES_EN[p.key]?.title ?? null,
      bodyEn: DEMO_PAGES_EN[p.key]?.body ?? null,
      updatedAt: ago(30),
    })),
  );

  // Content rows keep the key of the largest variant (see content/stored-files.ts) of the shared demo files.
  const covers = DEMO_POSTS.map((p) => images.scenes[p.cover]);
  const photos = DEMO_TEAM.map((_, i) => images.avatars[i % images.avatars.length]!);
  await db.insert(blogPosts).values(
    DEMO_POSTS.map((p, i) => ({
      title: p.title,
      slug: slugify(p.title),
      excerpt: p.excerpt,
      body: p.body,
      titleEn: DEMO_POSTS_EN[i]?.title ?? null,
      excerptEn: DEMO_POSTS_EN[i]?.excerpt ?? null,
      bodyEn: DEMO_POSTS_EN[i]?.body ?? null,
      coverImage: imageFileKey(covers[i]!),
      published: true,
      publishedAt: ago(p.daysAgo),
      createdAt: ago(p.daysAgo),
      updatedAt: ago(p.daysAgo),
    })),
  );
  await db
    .insert(teamMembers)
    .values(DEMO_TEAM.map((m, i) => ({ ...m, ...DEMO_TEAM_EN[i], photo: imageFileKey(photos[i]!), sortOrder: i + 1 })));

  await db.insert(faqItems).values(
    DEMO_FAQ.map(([question, answer], i) => ({
      question,
      answer,
      questionEn: DEMO_FAQ_EN[i]?.[0] ?? null,
      answerEn: DEMO_FAQ_EN[i]?.[1] ?? null,
      sortOrder: i + 1,
      active: true,
    })),
  );
  await db.insert(banks).values(
    DEMO_BANKS.map((b, i) => ({
      bankName: b.bankName,
      accountHolder: COMPANY.name,
      iban: turkishIban(b.code, b.account),
      currency: b.currency,
      branch: b.branch,
      active: true,
      sortOrder: i + 1,
    })),
  );

  const forSale = fleet.find((b) => !b.prices);
  const messages = await db
    .insert(contactMessages)
    .values([
      ...CONTACT_MESSAGES.map(({ daysAgo, read: _read, ...m }) => ({ ...m, createdAt: ago(daysAgo) })),
      ...(forSale
        ? [
            {
              name: "Levent Aydın",
              email: "levent.aydin@example.com",
              phone: "+90 532 909 80 70",
              subject: `Satılık tekne: ${forSale.name}`,
              message: `${forSale.name} hakkında bilgi almak istiyorum. Son bakım tarihi ve motor saatleri nedir? Hafta sonu yerinde görmek mümkün mü?`,
              boatId: forSale.id,
              createdAt: ago(0.2),
            },
          ]
        : []),
    ])
    .returning({ id: contactMessages.id });
  // The list above is in insertion order: the ones marked read were read by every staff member.
  await markMessagesReadByAll(
    db,
    messages.filter((_, i) => CONTACT_MESSAGES[i]?.read).map((m) => m.id),
  );
  await db.insert(subscribers).values(
    SUBSCRIBER_EMAILS.map((email, i) => ({
      email,
      consentAt: ago(5 + i * 17),
      confirmedAt: ago(5 + i * 17),
      source: i % 3 === 0 ? "blog" : "website",
      createdAt: ago(5 + i * 17),
    })),
  );
}
