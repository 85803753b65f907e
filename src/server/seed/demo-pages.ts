import "server-only";
/**
 * The editable website pages (website_pages): simple, sanitiser-friendly HTML (h2, p, ul/ol, li, strong).
 * Company details are the demo's own; the legal texts follow Turkish practice (6698 sayılı KVKK,
 * 6502 sayılı Tüketicinin Korunması Hakkında Kanun, Mesafeli Sözleşmeler Yönetmeliği).
 */
export const COMPANY = {
  name: "Liman Denizcilik ve Turizm A.Ş.",
  address: "Neyzen Tevfik Caddesi No: 148, 48400 Bodrum / Muğla",
  email: "info@liman.demo",
  kvkkEmail: "kvkk@liman.demo",
  phone: "+90 252 555 01 02",
  tursab: "TÜRSAB A Grubu Belge No: 12345",
  mersis: "0123 4567 8900 0015",
};

const html = (...blocks: string[]) => blocks.join("\n");

export const DEMO_PAGES: { key: string; title: string; body: string }[] = [
  {
    key: "about",
    title: "Hakkımızda",
    body: html(
      `<p><strong>Liman</strong>, 2011 yılında Bodrum'da küçük bir gulet acentesi olarak kuruldu. Bugün Bodrum, Göcek, Fethiye, Marmaris, Kaş ve İstanbul'daki marinalarda yüzlerce tekne sahibiyle çalışan, Türkiye'nin önde gelen tekne kiralama ve tekne satış platformlarından biriyiz.</p>`,
      `<p>Amacımız basit: Türkiye'nin eşsiz koylarını güvenle, şeffaf fiyatlarla ve zahmetsizce keşfetmenizi sağlamak. Platformumuzdaki her tekneyi ekibimiz yerinde inceler; ruhsatları, sigortaları ve mürettebat belgeleri kontrol edilmeden hiçbir tekne yayına alınmaz.</p>`,
      `<h2>Neden Liman?</h2>`,
      `<ul><li><strong>Güvenli ödeme:</strong> Rezervasyonunuzu yalnızca %{{deposit_percent}} ön ödemeyle kesinleştirirsiniz; kalan tutar biniş günü ödenir.</li><li><strong>TÜRSAB güvencesi:</strong> ${COMPANY.tursab} ile faaliyet gösteren bir seyahat acentesiyiz.</li><li><strong>Gerçek müsaitlik:</strong> Takvimler tekne sahiplerinin kendi sistemleriyle eşitlenir; gördüğünüz boş tarih gerçekten boştur.</li><li><strong>7/24 destek:</strong> Yolculuğunuz boyunca Türkçe ve İngilizce destek hattımız yanınızdadır.</li></ul>`,
      `<h2>Tekne sahipleri için</h2>`,
      `<p>Teknenizi Liman'da listelemek ücretsizdir. Fiyatlarınızı, sezonlarınızı ve kapalı tarihlerinizi kendi panelinizden yönetir, rezervasyonlarınızı anlık takip edersiniz. Teknenizi satmak istediğinizde de alıcılarla buluşturuyoruz.</p>`,
      `<p>${COMPANY.name} · ${COMPANY.address} · MERSİS No: ${COMPANY.mersis}</p>`,
    ),
  },
  {
    key: "howrent",
    title: "Nasıl Kiralarım?",
    body: html(
      `<p>Liman'da tekne kiralamak birkaç dakikanızı alır. Aşağıdaki adımları izleyerek hayalinizdeki tatili planlayabilirsiniz.</p>`,
      `<ol><li><strong>Teknenizi seçin:</strong> Bölgeye, tekne tipine ve kişi sayısına göre filtreleyin; fotoğrafları, kabin düzenini ve misafir yorumlarını inceleyin.</li><li><strong>Tarihlerinizi belirleyin:</strong> Takvimde müsait günleri görürsünüz. Yüksek sezonda guletler genellikle Cumartesi–Cumartesi, en az 7 gece kiralanır.</li><li><strong>Rezervasyon talebi gönderin:</strong> Ad, e-posta ve telefon bilgilerinizle talebinizi iletin. Tarihleriniz 48 saat boyunca sizin adınıza opsiyonlanır.</li><li><strong>%{{deposit_percent}} ön ödemeyi yapın:</strong> Size e-postayla gönderilen banka bilgilerine havale/EFT ile ön ödemeyi yaptığınızda rezervasyonunuz kesinleşir.</li><li><strong>Keyfini çıkarın:</strong> Kalan tutarı biniş günü teknede ödersiniz. Kaptanınız sizi marinada karşılar.</li></ol>`,
      `<h2>Opsiyon süresi nedir?</h2>`,
      `<p>Talebiniz alındığında tekne belirttiğiniz tarihler için 48 saat boyunca başka müşterilere kapatılır. Bu süre içinde ön ödeme yapılmazsa opsiyon kendiliğinden düşer ve tarihler yeniden satışa açılır.</p>`,
      `<h2>Rezervasyonumu nasıl takip ederim?</h2>`,
      `<p>Size verilen <strong>LMN-</strong> ile başlayan rezervasyon kodu ve e-posta adresinizle <em>Rezervasyonlarım</em> sayfasından durumunuzu, ödemelerinizi ve opsiyon bitiş saatini görebilirsiniz.</p>`,
      `<p>Sorularınız için ${COMPANY.phone} numaralı telefondan ya da ${COMPANY.email} adresinden bize ulaşabilirsiniz.</p>`,
    ),
  },
  {
    key: "rental",
    title: "Kiralama Sözleşmesi",
    body: html(
      `<p>Bu sözleşme, ${COMPANY.name} ("Acente") aracılığıyla tekne kiralayan kişi ("Kiracı") ile tekne sahibi veya işletmecisi ("Kiraya Veren") arasındaki kiralamanın genel şartlarını düzenler. Rezervasyon talebi gönderen Kiracı, bu şartları okuduğunu ve kabul ettiğini beyan eder.</p>`,
      `<h2>1. Sözleşmenin konusu</h2>`,
      `<p>Kiraya Veren, rezervasyonda belirtilen tekneyi, belirtilen tarihlerde, mürettebatı ve donanımıyla birlikte Kiracı'nın kullanımına sunar. Teknenin azami misafir sayısı, bayrak devletinin ve Liman Başkanlığının belirlediği kapasiteyi aşamaz.</p>`,
      `<h2>2. Ücret ve ödeme</h2>`,
      `<p>Kiralama bedeli rezervasyon anındaki fiyat ve döviz kuru üzerinden sabitlenir. Bedelin %{{deposit_percent}} oranındaki kısmı ön ödeme olarak opsiyon süresi içinde, kalan %{{balance_percent}} oranındaki kısmı en geç biniş günü ödenir. Aksi yazılı olarak belirtilmedikçe bedele tekne, mürettebat, günlük 4 saat seyir yakıtı, liman ücretleri ve son temizlik dahildir; yiyecek-içecek, ek seyir yakıtı ve marinalarda ödenen özel hizmetler dahil değildir.</p>`,
      `<h2>3. Biniş ve iniş</h2>`,
      `<p>Biniş saati ilk gün 15:00, iniş saati son gün 10:00'dır (günübirlik teknelerde tekne sayfasında belirtilen saatler geçerlidir). Kiracı, binişte teknenin ve donanımının eksiksiz ve çalışır durumda teslim edildiğini kontrol eder.</p>`,
      `<h2>4. Rota ve güvenlik</h2>`,
      `<p>Rota, Kiracı'nın istekleri dikkate alınarak kaptan tarafından belirlenir. Hava ve deniz koşulları, can ve mal güvenliği söz konusu olduğunda son karar kaptana aittir; bu nedenle yapılan rota değişiklikleri ücret iadesi gerektirmez.</p>`,
      `<h2>5. Hasar ve sorumluluk</h2>`,
      `<p>Kiracı ve misafirleri, kasıt veya ağır ihmalle tekneye ve donanımına verdikleri zararlardan sorumludur. Tekneye yasa dışı madde sokulması, izinsiz misafir alınması ve çevreyi kirletecek davranışlar kesinlikle yasaktır.</p>`,
      `<h2>6. Uyuşmazlıklar</h2>`,
      `<p>Bu sözleşmeden doğan uyuşmazlıklarda Türk hukuku uygulanır. Tüketici işlemlerinde 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri, diğer hallerde Bodrum Mahkemeleri ve İcra Daireleri yetkilidir.</p>`,
    ),
  },
  {
    key: "cancel",
    title: "İptal ve İade Koşulları",
    body: html(
      `<p>Tatil planlarının değişebileceğini biliyoruz. İptal ve iade koşullarımız, hem misafirlerimizin hem de tekne sahiplerinin haklarını dengeli biçimde korumak için aşağıdaki gibi belirlenmiştir.</p>`,
      `<h2>Kiracı tarafından iptal</h2>`,
      `<ul><li>Biniş tarihine <strong>30 günden fazla</strong> kala yapılan iptallerde ön ödemenin tamamı iade edilir.</li><li>Biniş tarihine <strong>15–30 gün</strong> kala yapılan iptallerde ön ödemenin %50'si iade edilir.</li><li>Biniş tarihine <strong>15 günden az</strong> kala yapılan iptallerde ön ödeme iade edilmez.</li><li>Opsiyon süresi içinde ön ödeme yapılmayan talepler herhangi bir yükümlülük doğurmadan kendiliğinden iptal olur.</li></ul>`,
      `<h2>Tarih değişikliği</h2>`,
      `<p>Biniş tarihine 30 günden fazla kala, aynı sezon içinde ve teknenin müsait olduğu tarihlere bir defaya mahsus ücretsiz tarih değişikliği yapılabilir. Fiyat farkı varsa yeni tarihlerin fiyatı geçerlidir.</p>`,
      `<h2>Kiraya veren tarafından iptal ve mücbir sebepler</h2>`,
      `<p>Teknenin arızası veya kiraya verenden kaynaklanan başka bir nedenle kiralama gerçekleştirilemezse, yapılan tüm ödemeler eksiksiz iade edilir ya da Kiracı'nın onayıyla eşdeğer bir tekne sunulur. Liman Başkanlığınca seyre izin verilmemesi gibi mücbir sebeplerde, kullanılamayan günlerin bedeli iade edilir veya ileri bir tarihe aktarılır.</p>`,
      `<h2>İadeler nasıl yapılır?</h2>`,
      `<p>İadeler, ödemenin yapıldığı banka hesabına ve ödeme yapılan para biriminde, iptal talebinin onaylanmasından itibaren en geç 14 gün içinde yapılır. İptal taleplerinizi ${COMPANY.email} adresine rezervasyon kodunuzla birlikte iletebilirsiniz.</p>`,
    ),
  },
  {
    key: "privacy",
    title: "Gizlilik Politikası",
    body: html(
      `<p>${COMPANY.name} olarak gizliliğinize önem veriyoruz. Bu politika, web sitemizi ziyaret ettiğinizde ve hizmetlerimizi kullandığınızda hangi bilgileri topladığımızı, bunları nasıl kullandığımızı ve nasıl koruduğumuzu açıklar.</p>`,
      `<h2>Topladığımız bilgiler</h2>`,
      `<ul><li>Rezervasyon ve iletişim formlarında verdiğiniz ad, e-posta, telefon ve kişi sayısı bilgileri,</li><li>Bültenimize abone olduğunuzda e-posta adresiniz ve onay zamanınız,</li><li>Sitenin çalışması için gereken teknik veriler (IP adresi, tarayıcı türü, ziyaret zamanı).</li></ul>`,
      `<h2>Çerezler ve yerel depolama</h2>`,
      `<p>Sitemiz reklam veya izleme çerezi kullanmaz. Seçtiğiniz para birimi, koyu/açık tema tercihiniz ve favori tekneleriniz yalnızca tarayıcınızın yerel deposunda tutulur ve sunucularımıza gönderilmez.</p>`,
      `<h2>Bilgilerinizi nasıl kullanıyoruz?</h2>`,
      `<p>Bilgilerinizi yalnızca rezervasyonunuzu oluşturmak ve yürütmek, sizinle iletişim kurmak, yasal yükümlülüklerimizi yerine getirmek ve (onay vermişseniz) kampanyalarımızdan haberdar etmek için kullanırız. Bilgileriniz hiçbir koşulda satılmaz.</p>`,
      `<h2>Güvenlik</h2>`,
      `<p>Sitemizle aranızdaki tüm iletişim 256 bit SSL sertifikasıyla şifrelenir. Ödemeler banka havalesi/EFT ile yapılır; kart bilgileriniz sitemizde saklanmaz. Kişisel verilerinizin işlenmesine ilişkin ayrıntılı bilgi için KVKK Aydınlatma Metnimizi inceleyebilirsiniz.</p>`,
      `<p>Bu politika son olarak 1 Ekim 2026 tarihinde güncellenmiştir.</p>`,
    ),
  },
  {
    key: "kvkk",
    title: "KVKK Aydınlatma Metni",
    body: html(
      `<p>${COMPANY.name} ("Şirket") olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu ("Kanun") kapsamında veri sorumlusu sıfatıyla, kişisel verilerinizi aşağıda açıklanan amaçlarla ve hukuka uygun şekilde işlediğimizi bildiririz.</p>`,
      `<h2>1. İşlenen kişisel veriler</h2>`,
      `<p>Kimlik (ad, soyad), iletişim (e-posta, telefon), müşteri işlem (rezervasyon kodu, tarihler, misafir sayısı, ödeme kayıtları) ve işlem güvenliği (IP adresi, işlem zamanı) verileriniz işlenmektedir. Biniş sırasında Liman Başkanlığına bildirilmesi zorunlu olan yolcu listesi için misafirlerin kimlik bilgileri ayrıca alınır.</p>`,
      `<h2>2. İşleme amaçları</h2>`,
      `<ul><li>Kiralama sözleşmesinin kurulması ve ifası (Kanun m. 5/2-c),</li><li>Yolcu listesinin ilgili kamu kurumlarına bildirilmesi gibi hukuki yükümlülüklerin yerine getirilmesi (m. 5/2-ç),</li><li>Taleplerinize yanıt verilmesi ve müşteri memnuniyetinin sağlanması (m. 5/2-f, meşru menfaat),</li><li>Açık rızanız bulunması halinde kampanya ve bülten gönderimi (m. 5/1).</li></ul>`,
      `<h2>3. Aktarım</h2>`,
      `<p>Kişisel verileriniz, yalnızca rezervasyonunuzun gerçekleşmesi için gerekli olduğu ölçüde kiraladığınız teknenin sahibi/işletmecisi ve kaptanı ile, yasal zorunluluk halinde yetkili kamu kurum ve kuruluşlarıyla paylaşılır. Verileriniz yurt dışına aktarılmaz.</p>`,
      `<h2>4. Saklama süresi</h2>`,
      `<p>Verileriniz, ilgili mevzuatta öngörülen süreler boyunca (ticari kayıtlar için 10 yıl) saklanır; sürenin sonunda silinir, yok edilir veya anonim hale getirilir.</p>`,
      `<h2>5. Haklarınız</h2>`,
      `<p>Kanun'un 11. maddesi uyarınca; kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, Kanun'un 7. maddesindeki şartlar çerçevesinde silinmesini isteme ve zarara uğramanız halinde tazminat talep etme haklarına sahipsiniz.</p>`,
      `<p>Başvurularınızı ${COMPANY.address} adresine yazılı olarak veya ${COMPANY.kvkkEmail} adresine güvenli elektronik imzalı ya da sistemimizde kayıtlı e-posta adresinizden iletebilirsiniz. Başvurular en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.</p>`,
    ),
  },
];
