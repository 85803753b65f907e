import "server-only";
import type { Currency } from "../../lib/money";
import type { BoatKind, MarinaName } from "./demo-place-names";

/** One demo boat: what a real Turkish charter fleet lists. `owner` indexes DEMO_OWNERS. */
export type CatalogueBoat = {
  name: string;
  kind: BoatKind;
  marina: MarinaName;
  owner: number;
  length: number;
  width: number;
  year: number;
  guests: number;
  cabins: number;
  bathrooms: number;
  crew: number;
  popular?: boolean;
  boatOfMonth?: boolean;
  /** For sale: price in major units; `rent: false` when the boat is only for sale. */
  sale?: { price: number; currency: Currency; rent: boolean };
};

const b = (
  name: string,
  kind: BoatKind,
  marina: MarinaName,
  owner: number,
  [length, width, year]: [number, number, number],
  [guests, cabins, bathrooms, crew]: [number, number, number, number],
  extra: Partial<CatalogueBoat> = {},
): CatalogueBoat => ({ name, kind, marina, owner, length, width, year, guests, cabins, bathrooms, crew, ...extra });

/** In showcase order (sort_order follows it). */
export const DEMO_BOATS: CatalogueBoat[] = [
  b("Bodrum Kraliçesi", "gulet", "Bodrum Milta Marina", 0, [32, 7.8, 2012], [12, 6, 6, 5], {
    popular: true,
    boatOfMonth: true,
  }),
  b("Deniz Yıldızı", "motoryat", "Yalıkavak Marina", 0, [24, 5.9, 2019], [8, 4, 4, 3], { popular: true }),
  b("Mavi Rüya", "gulet", "Göcek D-Marin", 1, [26, 6.5, 2009], [10, 5, 5, 4], { popular: true }),
  b("Çifte Ay", "katamaran", "Göcek D-Marin", 1, [13.9, 7.9, 2020], [10, 4, 4, 2], { popular: true }),
  b("Rüzgarın Kızı", "yelkenli", "Göcek Club Marina", 1, [14.3, 4.35, 2018], [8, 4, 2, 1], { popular: true }),
  b("Boğaziçi Prensesi", "motoryat", "İstanbul Kuruçeşme Marina", 2, [21, 5.4, 2020], [12, 3, 3, 3], {
    popular: true,
  }),
  b("Derya Sultan", "gulet", "Marmaris Netsel Marina", 2, [28, 7, 2015], [12, 6, 6, 4], { popular: true }),
  b("Kaptan Mehmet", "gezi", "Kaş Marina", 3, [16, 5, 1998], [25, 0, 1, 2], { popular: true }),
  b("Şimşek", "surat", "Yalıkavak Marina", 0, [9.5, 2.9, 2021], [8, 0, 0, 1], { popular: true }),
  b("Ece Sultan", "gulet", "Fethiye Ece Marina", 3, [30, 7.4, 2018], [12, 6, 6, 5], { popular: true }),
  b("Boğaz Turu", "gezi", "İstanbul Kuruçeşme Marina", 2, [15, 4.6, 2010], [20, 0, 1, 2], { popular: true }),
  b("Gece Mavisi", "motoryat", "Yalıkavak Marina", 0, [30, 6.8, 2021], [10, 5, 5, 5], {
    sale: { price: 2_350_000, currency: "EUR", rent: true },
  }),
  b("Kaptan Ahmet", "gulet", "Bodrum Milta Marina", 0, [24, 6.2, 2005], [8, 4, 4, 3]),
  b("Lagün", "katamaran", "Yalıkavak Marina", 0, [15.5, 8.5, 2022], [10, 5, 5, 2], {
    sale: { price: 720_000, currency: "USD", rent: true },
  }),
  b("Aşk-ı Derya", "gulet", "Göcek Club Marina", 1, [22, 5.8, 2003], [8, 4, 4, 3]),
  b("Poyraz", "motoryat", "Setur Kalamış Marina", 2, [18, 4.9, 2017], [6, 3, 2, 2]),
  b("Ege Esintisi", "yelkenli", "Turgutreis D-Marin", 0, [12.4, 3.9, 2016], [6, 3, 2, 1]),
  b("Meltem", "gulet", "Fethiye Ece Marina", 1, [25, 6.3, 2010], [10, 5, 5, 4]),
  b("Akvaryum", "gezi", "Bodrum Milta Marina", 0, [18, 5.4, 2004], [30, 0, 2, 3]),
  b("Turkuaz", "motoryat", "Göcek D-Marin", 1, [16, 4.5, 2014], [6, 3, 2, 2]),
  b("Mistral", "yelkenli", "Fethiye Ece Marina", 1, [15.6, 4.6, 2021], [8, 4, 3, 1], {
    sale: { price: 265_000, currency: "EUR", rent: true },
  }),
  b("Mavi Köpük", "katamaran", "Marmaris Yacht Marina", 2, [12.4, 7.2, 2017], [8, 4, 4, 1]),
  b("Yakamoz", "gulet", "Turgutreis D-Marin", 0, [29, 7.2, 2016], [12, 6, 6, 4]),
  b("Yıldırım", "surat", "Setur Kalamış Marina", 2, [8.7, 2.7, 2019], [7, 0, 0, 1]),
  b("Martı", "yelkenli", "Kaş Marina", 3, [11.3, 3.7, 2012], [6, 3, 1, 1]),
  b("Beyaz İnci", "motoryat", "Turgutreis D-Marin", 3, [20, 5.2, 2016], [8, 4, 3, 3]),
  b("Mavi Tur", "gezi", "Fethiye Ece Marina", 1, [17, 5.2, 2007], [28, 1, 2, 3]),
  b("Derin Mavi", "gulet", "Kaş Marina", 3, [23, 6, 2011], [8, 4, 4, 3]),
  b("İkiz Yunus", "katamaran", "Fethiye Ece Marina", 1, [13.1, 7.5, 2019], [8, 4, 4, 2]),
  b("Zephyr", "yelkenli", "Marmaris Yacht Marina", 2, [13.7, 4.2, 2019], [8, 4, 2, 1]),
  b("Hızır", "surat", "Turgutreis D-Marin", 0, [10.2, 3.1, 2022], [9, 1, 1, 1]),
  b("Lodos", "gulet", "Marmaris Yacht Marina", 2, [21, 5.6, 2001], [8, 4, 3, 3]),
  b("Kuzey Yıldızı", "motoryat", "Tarabya Yat Limanı", 2, [17, 4.7, 2013], [8, 2, 2, 2]),
  b("Yunus", "gezi", "Marmaris Netsel Marina", 2, [14, 4.4, 2000], [18, 0, 1, 2]),
  b("Fırtına Kuşu", "yelkenli", "Setur Kalamış Marina", 2, [10.6, 3.5, 2010], [6, 2, 1, 1]),
  b("Sakin Koy", "katamaran", "Kaş Marina", 3, [11.9, 6.9, 2016], [8, 4, 2, 1]),
  b("Sedef", "gezi", "Göcek Club Marina", 1, [12, 4, 2012], [12, 1, 1, 2]),
  b("Ada Yolu", "yelkenli", "Bodrum Milta Marina", 0, [12.9, 4, 2015], [6, 3, 2, 1]),
  b("Kasırga", "surat", "Marmaris Yacht Marina", 2, [7.9, 2.6, 2018], [6, 0, 0, 1]),
  b("Olimpos", "gezi", "Kemer Türkiz Marina", 3, [16, 5, 2006], [25, 0, 1, 2]),
  b("Halikarnas", "gulet", "Bodrum Milta Marina", 0, [27, 6.8, 2008], [10, 5, 5, 4], {
    sale: { price: 890_000, currency: "EUR", rent: false },
  }),
  b("Aqua Bella", "motoryat", "Marmaris Netsel Marina", 3, [26, 6.1, 2012], [8, 4, 4, 4], {
    sale: { price: 1_150_000, currency: "EUR", rent: false },
  }),
  b("Karayel", "yelkenli", "Kemer Türkiz Marina", 3, [14, 4.3, 2011], [8, 4, 2, 1], {
    sale: { price: 148_000, currency: "EUR", rent: false },
  }),
  b("Tayfun", "surat", "Kemer Türkiz Marina", 3, [9.1, 2.9, 2020], [8, 1, 1, 1], {
    sale: { price: 4_250_000, currency: "TRY", rent: false },
  }),
];

/** Routes worth sailing from each marina's district, for the descriptions. */
export const ROUTES: Record<string, string> = {
  Bodrum: "Karaada, Orak Adası, Akvaryum Koyu, Gümüşlük ve Kos (İstanköy)",
  Fethiye: "Göcek'in 12 Adası, Kızılada, Bedri Rahmi Koyu, Tersane Koyu ve Gemiler Adası",
  Marmaris: "Kız Kumu, Çiftlik Koyu, Turunç, Kumlubük ve Bozburun Yarımadası",
  Beşiktaş: "Boğaz'ın iki yakası, Rumeli Hisarı, Bebek, Kandilli ve Kız Kulesi",
  Kadıköy: "Moda, Kız Kulesi, Prens Adaları ve Boğaz'ın Asya yakası",
  Sarıyer: "Tarabya, Yeniköy, Anadolu Kavağı ve Karadeniz'e açılan Boğaz ağzı",
  Kaş: "Kekova, Batık Şehir, Simena, Limanağzı ve Meis Adası",
  Kemer: "Phaselis, Üç Adalar, Cennet Koyu ve Olimpos sahili",
};

/** What each kind of boat comes with, always and sometimes. */
export const AMENITIES: Record<BoatKind, { always: string[]; often: string[] }> = {
  gulet: {
    always: ["Klima", "Jeneratör", "Tender bot", "Güverte duşu", "Güneşlenme minderleri"],
    often: ["Kano", "SUP", "Şnorkel seti", "Wi-Fi", "Su kayağı", "Balık tutma takımı", "Bluetooth ses sistemi"],
  },
  motoryat: {
    always: ["Klima", "Jeneratör", "Wi-Fi", "TV", "Bluetooth ses sistemi"],
    often: ["Jet ski", "Su kayağı", "SUP", "Şnorkel seti", "Buz makinesi", "Tender bot", "Flybridge"],
  },
  yelkenli: {
    always: ["Otopilot", "Bimini güneşlik", "Buzdolabı", "Güverte duşu"],
    often: ["Şnorkel seti", "SUP", "Solar panel", "Wi-Fi", "Kano", "Tender bot"],
  },
  katamaran: {
    always: ["Klima", "Jeneratör", "Trampolin", "Tender bot"],
    often: ["SUP", "Kano", "Şnorkel seti", "Wi-Fi", "Su yapıcı", "Bluetooth ses sistemi"],
  },
  gezi: {
    always: ["Gölgelik", "Can yeleği", "WC", "Güverte duşu"],
    often: ["Şnorkel seti", "Bluetooth ses sistemi", "Buzdolabı", "Öğle yemeği servisi", "Güneşlenme minderleri"],
  },
  surat: {
    always: ["Can yeleği", "Bluetooth ses sistemi", "Güneşlenme minderi"],
    often: ["Su kayağı", "Şişme simit", "Şnorkel seti", "Buzluk"],
  },
};

const KIND_WORD: Record<BoatKind, string> = {
  gulet: "gulet",
  motoryat: "motoryat",
  yelkenli: "yelkenli",
  katamaran: "katamaran",
  gezi: "gezi teknesi",
  surat: "sürat teknesi",
};

const INTROS: Record<BoatKind, string[]> = {
  gulet: [
    "Bodrum tersanelerinde ustaların elinde şekillenen {name}, geleneksel ahşap işçiliğini modern konforla buluşturan bir {kind}.",
    "{name}, Mavi Yolculuk geleneğini yaşatan, geniş güvertesi ve sıcak ahşap dokusuyla ailelere ve arkadaş gruplarına biçilmiş kaftan bir {kind}.",
    "Maun ve tik ağacından el işçiliğiyle inşa edilen {name}, haftalık koy koy gezileri için tasarlanmış ferah bir {kind}.",
  ],
  motoryat: [
    "{name}, hızı, sessiz seyri ve şık iç mekânıyla günübirlik turlarda da uzun tatillerde de fark yaratan bir {kind}.",
    "Modern çizgileri ve geniş flybridge alanıyla {name}, konforu ve özel hizmeti bir arada isteyen misafirler için ideal bir {kind}.",
  ],
  yelkenli: [
    "{name}, rüzgârın sesinden başka bir şey duymak istemeyenler için bakımlı, güvenli ve keyifli bir {kind}.",
    "Denizcilik tutkunlarının favorisi {name}, ister kaptanlı ister bareboat kiralanabilen çevik bir {kind}.",
  ],
  katamaran: [
    "İki gövdesi sayesinde neredeyse hiç yalpalamayan {name}, geniş yaşam alanıyla ailelerin gönlünü kazanan bir {kind}.",
    "{name}, sığ koylara kadar sokulabilen, trampolinde güneşlenmenin tadına doyulmayan ferah bir {kind}.",
  ],
  gezi: [
    "{name}, gün boyu koy koy dolaştığınız, öğle yemeğinin teknede servis edildiği klasik bir {kind}.",
    "Kalabalık gruplar, şirket etkinlikleri ve okul gezileri için ideal {name}, güneşli ve gölgeli geniş güvertesiyle rahat bir {kind}.",
  ],
  surat: [
    "{name}, adalar arası hızlı transferler ve adrenalin dolu su sporları için güçlü motorlu bir {kind}.",
    "Kısa sürede çok koy görmek isteyenler için {name}: çevik, hızlı ve konforlu bir {kind}.",
  ],
};

/** A boat's description: a few paragraphs of simple HTML (p, strong, ul/li), sanitiser-friendly. */
export function describeBoat(boat: CatalogueBoat, district: string, amenities: string[], variant: number): string {
  const intros = INTROS[boat.kind];
  const intro = intros[variant % intros.length]!.replace("{name}", boat.name).replace("{kind}", KIND_WORD[boat.kind]);
  const size = `${boat.length.toLocaleString("tr-TR")} metre boyundaki tekne ${boat.year} yılında suya indirildi`;
  const stay =
    boat.cabins > 0
      ? `${boat.cabins} kabininde ${boat.guests} misafir konaklayabilir; ${boat.bathrooms} banyo ve ${boat.crew} kişilik deneyimli mürettebat yolculuğunuzun her anında yanınızda.`
      : `Günübirlik turlarda ${boat.guests} misafir ağırlayabilir; ${boat.crew} kişilik mürettebat gün boyu hizmetinizde.`;
  const route = ROUTES[district];
  const day = boat.kind === "gezi" || boat.kind === "surat";
  const plan = day
    ? `Kalkış limanı ${boat.marina}: sabah yola çıkılır, gün batımından önce limana dönülür. Önerilen rota: ${route}.`
    : `${boat.marina} çıkışlı rotalarda ${route} en sevilen duraklar. Rotayı kaptanımızla birlikte, hava durumuna ve isteklerinize göre belirleyebilirsiniz.`;
  return [
    `<p>${intro} ${size}.</p>`,
    `<p>${stay} ${plan}</p>`,
    `<p><strong>Teknede sizi neler bekliyor?</strong></p>`,
    `<ul>${amenities
      .slice(0, 5)
      .map((a) => `<li>${a}</li>`)
      .join("")}</ul>`,
    `<p>Fiyatlara tekne, mürettebat, yakıt (${day ? "tur süresince" : "günde 4 saat seyir"}), liman ücretleri ve temizlik dahildir. Yemek ve içecekler isteğe göre ayrıca planlanır.</p>`,
  ].join("\n");
}
