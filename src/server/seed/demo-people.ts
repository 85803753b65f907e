import "server-only";
/** The people of the demo: staff, boat owners, customers and commenters (all e-mail domains are reserved ones). */

export const DEMO_ADMIN = { firstName: "Deniz", lastName: "Yılmaz", phone: "+90 532 410 20 30" };

export const DEMO_OWNERS = [
  { email: "mehmet.kaptanoglu@liman.demo", firstName: "Mehmet", lastName: "Kaptanoğlu", phone: "+90 533 214 55 10" },
  { email: "ayse.demir@liman.demo", firstName: "Ayşe", lastName: "Demir", phone: "+90 535 618 42 07" },
  { email: "hakan.ozturk@liman.demo", firstName: "Hakan", lastName: "Öztürk", phone: "+90 542 377 90 12" },
  { email: "selin.aydin@liman.demo", firstName: "Selin", lastName: "Aydın", phone: "+90 544 903 12 66" },
] as const;

export type Customer = { name: string; email: string; phone: string };

export const DEMO_CUSTOMERS: Customer[] = [
  { name: "Elif Kaya", email: "elif.kaya@example.com", phone: "+90 532 111 23 45" },
  { name: "Burak Çelik", email: "burak.celik@example.com", phone: "+90 533 222 34 56" },
  { name: "Zeynep Arslan", email: "zeynep.arslan@example.com", phone: "+90 535 333 45 67" },
  { name: "Emre Şahin", email: "emre.sahin@example.net", phone: "+90 536 444 56 78" },
  { name: "Merve Koç", email: "merve.koc@example.com", phone: "+90 537 555 67 89" },
  { name: "Can Aksoy", email: "can.aksoy@example.org", phone: "+90 538 666 78 90" },
  { name: "Gizem Yıldız", email: "gizem.yildiz@example.com", phone: "+90 539 777 89 01" },
  { name: "Oğuzhan Erdem", email: "oguzhan.erdem@example.net", phone: "+90 541 888 90 12" },
  { name: "Cansu Polat", email: "cansu.polat@example.com", phone: "+90 542 999 01 23" },
  { name: "Serkan Güneş", email: "serkan.gunes@example.org", phone: "+90 543 101 12 34" },
  { name: "Ebru Korkmaz", email: "ebru.korkmaz@example.com", phone: "+90 544 202 23 45" },
  { name: "Tolga Kurt", email: "tolga.kurt@example.com", phone: "+90 545 303 34 56" },
  { name: "Pınar Özdemir", email: "pinar.ozdemir@example.net", phone: "+90 546 404 45 67" },
  { name: "Kerem Aydoğan", email: "kerem.aydogan@example.com", phone: "+90 547 505 56 78" },
  { name: "Ece Tan", email: "ece.tan@example.org", phone: "+90 548 606 67 89" },
  { name: "Barış Uçar", email: "baris.ucar@example.com", phone: "+90 549 707 78 90" },
  { name: "Thomas Müller", email: "thomas.mueller@example.de", phone: "+49 151 2345 6789" },
  { name: "Emma Clarke", email: "emma.clarke@example.co.uk", phone: "+44 7700 900123" },
  { name: "Olivier Martin", email: "olivier.martin@example.fr", phone: "+33 6 12 34 56 78" },
  { name: "Sophie Jansen", email: "sophie.jansen@example.nl", phone: "+31 6 1234 5678" },
  { name: "Anna Ivanova", email: "anna.ivanova@example.com", phone: "+7 912 345 67 89" },
  { name: "Luca Rossi", email: "luca.rossi@example.it", phone: "+39 312 345 6789" },
  { name: "Seda Bulut", email: "seda.bulut@example.com", phone: "+90 552 808 89 01" },
  { name: "Mert Doğan", email: "mert.dogan@example.com", phone: "+90 553 909 90 12" },
];

export const RESERVATION_NOTES = [
  "Vejetaryen menü rica ediyoruz.",
  "Dalaman Havalimanı'ndan transfer talebimiz var.",
  "Eşimin doğum günü, akşam yemeğinde küçük bir pasta sürprizi yapılabilir mi?",
  "İki küçük çocuğumuz var (4 ve 7 yaş), çocuk can yeleği gerekli.",
  "Balayı çiftiyiz, kabinde çiçek süslemesi rica ederiz.",
  "Şirket ekibimiz için öğle yemeği dahil paket istiyoruz.",
  "We would like to stop at Kekova for a swim if possible.",
  "Glutensiz beslenen bir misafirimiz var.",
];

export const COMMENTERS = [
  "Aylin K.",
  "Murat T.",
  "Selim Ö.",
  "Derya A.",
  "Kaan Y.",
  "Nil S.",
  "Hande B.",
  "Okan D.",
  "İrem C.",
  "Volkan E.",
  "Sibel G.",
  "Tuna M.",
  "Cem A.",
  "Berk Ç.",
  "Gül Ş.",
  "James W.",
  "Laura S.",
  "Nazlı P.",
];

/** Comment bodies by rating (1–5). */
export const COMMENTS: Record<number, string[]> = {
  5: [
    "Hayatımızın en güzel tatillerinden biriydi. Kaptan ve mürettebat son derece ilgiliydi, yemekler harikaydı.",
    "Tekne fotoğraflardakinden bile güzel. Kabinler tertemiz, klimalar sorunsuz çalıştı. Kesinlikle tekrar geleceğiz!",
    "Rotayı bizim isteklerimize göre ayarladılar, kalabalık koylardan uzak durduk. Çocuklar SUP ve kanoya bayıldı.",
    "Rezervasyondan dönüşe kadar her şey çok profesyoneldi. Ön ödeme ve kalan ödeme süreçleri çok netti.",
    "Aşçımızın hazırladığı levrek ve mezeler unutulmaz. Gün batımında demirlediğimiz koy masal gibiydi.",
    "Absolutely wonderful week. The crew made us feel at home and the boat was spotless.",
    "İkinci kez bu tekneyle yola çıktık, yine beklentimizin üzerindeydi. Teşekkürler Liman ekibi!",
  ],
  4: [
    "Çok keyifli bir haftaydı. Sadece Wi-Fi bazı koylarda zayıftı, onun dışında her şey mükemmeldi.",
    "Mürettebat güler yüzlü, tekne bakımlı. Kahvaltılar biraz daha çeşitli olabilirdi.",
    "Günübirlik turumuz harikaydı, şnorkel ekipmanları yeniydi. Dönüşte biraz rüzgâr vardı ama kaptan çok tecrübeliydi.",
    "Fiyat/performans olarak çok iyi. Bir dahaki sefere daha uzun kalmak istiyoruz.",
    "Bodrum'dan Kos'a geçişimiz sorunsuzdu, evrak işlerinde de yardımcı oldular.",
  ],
  3: [
    "Tekne güzel ama kabinler beklediğimizden küçüktü. Mürettebat ilgiliydi.",
    "Genel olarak memnun kaldık ancak limandan çıkış bir saat gecikti.",
  ],
  2: ["Jeneratör bir gece arıza yaptı ve klimasız kaldık. Ekip sabah hemen ilgilendi ama gece zor geçti."],
  1: ["Beklentimizi karşılamadı: teknede temizlik yetersizdi ve rota son anda değiştirildi."],
};
