import "server-only";
import type { SceneName } from "./demo-scenes";

/** Blog posts (sanitised simple HTML); `daysAgo` dates them relative to the seed day, `cover` picks a scene. */
export const DEMO_POSTS: { title: string; excerpt: string; body: string; cover: SceneName; daysAgo: number }[] = [
  {
    title: "Göcek'in 12 Adası: Mavi Yolculukta Mutlaka Uğranacak Koylar",
    excerpt:
      "Yassıca Adaları'ndan Bedri Rahmi Koyu'na, Göcek körfezinin saklı cennetlerini bir haftalık rota önerisiyle derledik.",
    cover: "cove",
    daysAgo: 12,
    body: [
      "<p>Göcek körfezi, sakin suları ve çam ormanlarıyla çevrili koylarıyla Türkiye'nin en korunaklı yelken alanlarından biridir. Rüzgâr öğleden sonra hafifçe artar, akşamları ise koylar göl gibi durulur. Bu yüzden hem ilk kez tekne tatili yapanlar hem de deneyimli denizciler için idealdir.</p>",
      "<h2>Bir haftalık rota önerisi</h2>",
      "<ol><li><strong>Cumartesi – Göcek:</strong> Binişin ardından kısa bir seyirle Yassıca Adaları'na geçin, ilk yüzüşünüzü turkuaz sığlıklarda yapın.</li><li><strong>Pazar – Tersane ve Kapı Koyu:</strong> Bizans dönemi kalıntıları arasında şnorkel keyfi.</li><li><strong>Pazartesi – Bedri Rahmi Koyu:</strong> Ressam Bedri Rahmi Eyüboğlu'nun kayaya çizdiği balık resmini görmeden dönmeyin.</li><li><strong>Salı – Gemiler Adası:</strong> Aziz Nikolaos kalıntılarında gün batımı.</li><li><strong>Çarşamba – Ölüdeniz ve Kelebekler Vadisi</strong></li><li><strong>Perşembe – Kızılada:</strong> Deniz fenerinin önünde demirleyip yıldızların altında akşam yemeği.</li><li><strong>Cuma – Sarsala ve Boynuz Bükü,</strong> ardından Göcek'e dönüş.</li></ol>",
      "<p>Rota, hava durumu ve tekne büyüklüğüne göre kaptanınız tarafından uyarlanabilir. Yüksek sezonda popüler koylara sabah erken saatlerde gitmek, sakin bir demir yeri bulmanın en kolay yoludur.</p>",
    ].join("\n"),
  },
  {
    title: "Gulet mi, Katamaran mı? Size Uygun Tekneyi Seçmek",
    excerpt:
      "Geleneksel ahşap guletin ruhu mu, katamaranın geniş ve dengeli yaşam alanı mı? İhtiyacınıza göre karar vermenin püf noktaları.",
    cover: "gulet-day",
    daysAgo: 34,
    body: [
      "<p>Tekne tatili planlarken ilk soru genellikle aynıdır: Hangi tip tekne? Cevap; grup büyüklüğünüze, bütçenize ve tatilden beklentinize bağlıdır.</p>",
      "<h2>Gulet</h2>",
      "<p>Bodrum tersanelerinde ahşaptan inşa edilen guletler, geniş güverteleri ve tam mürettebatıyla kalabalık aileler ve arkadaş grupları için idealdir. Aşçınız yemeklerinizi hazırlar, siz yalnızca denizin tadını çıkarırsınız.</p>",
      "<h2>Katamaran</h2>",
      "<p>İki gövdeli yapısı sayesinde katamaranlar demirdeyken neredeyse hiç sallanmaz; deniz tutmasından çekinenlerin favorisidir. Sığ suya yaklaşabildikleri için kumsal koylarda büyük avantaj sağlarlar.</p>",
      "<h2>Kısaca</h2>",
      "<ul><li>8–12 kişilik gruplar ve tam hizmet: <strong>gulet</strong></li><li>Dengeli seyir, geniş salon ve çocuklu aileler: <strong>katamaran</strong></li><li>Hız ve lüks: <strong>motoryat</strong></li><li>Rüzgârla yol almak isteyenler: <strong>yelkenli</strong></li></ul>",
    ].join("\n"),
  },
  {
    title: "Bodrum'da Bir Hafta: Yalıkavak'tan Karaada'ya Rota",
    excerpt: "Bodrum yarımadasının koylarını, adalarını ve akşamlarını bir tekneden keşfetmek için günlük plan.",
    cover: "marina",
    daysAgo: 61,
    body: [
      "<p>Bodrum yalnızca gece hayatıyla değil, yarımadayı çevreleyen berrak koylarıyla da ünlüdür. Yalıkavak veya Milta Marina'dan başlayacağınız bir haftalık rota, hem sakinlik hem de hareket isteyenleri memnun eder.</p>",
      "<p>İlk gün Karaada'nın sıcak su kaynaklarında yüzmeyi, ikinci gün Orak Adası'nın turkuaz sularını deneyin. Gümüşlük'te gün batımı eşliğinde balık yemek, yarımada klasiklerindendir. Pasaportunuz yanınızdaysa, Kos (İstanköy) adasına günübirlik geçiş de rotaya eklenebilir.</p>",
      "<p><strong>İpucu:</strong> Temmuz ve Ağustos'ta meltem öğleden sonra kuvvetlenir. Uzun geçişleri sabaha planlamak, yolculuğu herkes için daha keyifli kılar.</p>",
    ].join("\n"),
  },
  {
    title: "Tekne Kiralarken Sorulması Gereken 10 Soru",
    excerpt:
      "Fiyata neler dahil? Yakıt nasıl hesaplanır? Kaparo ne zaman ödenir? Rezervasyondan önce netleştirmeniz gerekenler.",
    cover: "motoryat",
    daysAgo: 95,
    body: [
      "<p>Tekne kiralama, otel rezervasyonundan biraz farklıdır. Sürprizlerle karşılaşmamak için rezervasyon öncesinde şu soruları sormanızı öneririz:</p>",
      "<ol><li>Fiyata yakıt dahil mi, dahilse günde kaç saat seyir için?</li><li>Liman ve marina ücretlerini kim ödüyor?</li><li>Yemekler nasıl planlanıyor, alışveriş kimde?</li><li>Mürettebat kaç kişi, hangi dilleri konuşuyor?</li><li>Kabinlerde klima var mı, jeneratör gece çalışıyor mu?</li><li>Su sporları ekipmanları (SUP, kano, şnorkel) ücretsiz mi?</li><li>Ön ödeme oranı nedir, kalan tutar ne zaman ödenir?</li><li>İptal koşulları nelerdir?</li><li>Rota değişikliğine kim karar veriyor?</li><li>Teknenin sigortası ve belgeleri güncel mi?</li></ol>",
      "<p>Liman'daki her tekne sayfasında bu soruların cevaplarını bulabilir, bulamadıklarınızı bize sorabilirsiniz.</p>",
    ].join("\n"),
  },
  {
    title: "İstanbul Boğazı'nda Gün Batımı Turu",
    excerpt:
      "Rumeli Hisarı'nın önünden geçip Kız Kulesi'nde gün batımını izlemek: özel bir motoryatla unutulmaz bir İstanbul akşamı.",
    cover: "sunset",
    daysAgo: 140,
    body: [
      "<p>İstanbul'u en güzel denizden görürsünüz. Kuruçeşme veya Kalamış'tan kalkan özel bir motoryat, iki üç saatte iki kıtanın saraylarını, yalılarını ve köprülerini önünüze serer.</p>",
      "<p>Doğum günleri, evlilik teklifleri ve şirket davetleri için Boğaz turları en çok tercih edilen organizasyonlarımızdandır. Canlı müzik, akşam yemeği ve pasta gibi eklemeleri rezervasyon notunuzda belirtmeniz yeterli.</p>",
      "<ul><li>En güzel ışık: Mayıs–Eylül arası, gün batımından bir saat önce kalkış</li><li>Süre: 2–4 saat</li><li>Kapasite: teknesine göre 6–20 kişi</li></ul>",
    ].join("\n"),
  },
];
