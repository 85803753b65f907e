import "server-only";

/** English editions of the demo blog posts, in the order of DEMO_POSTS (issue 16). */
export const DEMO_POSTS_EN: { title: string; excerpt: string; body: string }[] = [
  {
    title: "The 12 Islands of Göcek: Bays Not to Miss on a Blue Voyage",
    excerpt:
      "From the Yassıca Islands to Bedri Rahmi Bay: the hidden gems of the Gulf of Göcek, with a suggested one-week route.",
    body: [
      "<p>With its calm waters and bays ringed by pine forest, the Gulf of Göcek is one of the most sheltered sailing areas in Turkey. The wind picks up a little in the afternoon and the bays turn glassy in the evening, which makes it ideal both for a first boat holiday and for seasoned sailors.</p>",
      "<h2>A one-week route</h2>",
      "<ol><li><strong>Saturday – Göcek:</strong> after boarding, a short hop to the Yassıca Islands for your first swim in the turquoise shallows.</li><li><strong>Sunday – Tersane and Kapı Bay:</strong> snorkelling among Byzantine ruins.</li><li><strong>Monday – Bedri Rahmi Bay:</strong> don't leave without seeing the fish the painter Bedri Rahmi Eyüboğlu drew on the rock.</li><li><strong>Tuesday – Gemiler Island:</strong> sunset among the ruins of St Nicholas.</li><li><strong>Wednesday – Ölüdeniz and Butterfly Valley</strong></li><li><strong>Thursday – Kızılada:</strong> anchor off the lighthouse and dine under the stars.</li><li><strong>Friday – Sarsala and Boynuz Bükü,</strong> then back to Göcek.</li></ol>",
      "<p>Your captain can adapt the route to the weather and the size of the boat. In high season, reaching the popular bays early in the morning is the easiest way to find a quiet anchorage.</p>",
    ].join("\n"),
  },
  {
    title: "Gulet or Catamaran? Choosing the Right Boat",
    excerpt:
      "The soul of a traditional wooden gulet, or the wide, stable living space of a catamaran? Tips for deciding what suits you.",
    body: [
      "<p>When planning a boat holiday the first question is usually the same: which kind of boat? The answer depends on the size of your group, your budget and what you want from the holiday.</p>",
      "<h2>Gulet</h2>",
      "<p>Built of wood in the boatyards of Bodrum, gulets have wide decks and a full crew, ideal for large families and groups of friends. Your cook prepares the meals; all you do is enjoy the sea.</p>",
      "<h2>Catamaran</h2>",
      "<p>Thanks to their two hulls, catamarans barely move at anchor, which makes them the favourite of anyone worried about seasickness. They can get close in shallow water, a big advantage in sandy bays.</p>",
      "<h2>In short</h2>",
      "<ul><li>Groups of 8–12 and full service: <strong>gulet</strong></li><li>Smooth sailing, a large saloon and families with children: <strong>catamaran</strong></li><li>Speed and luxury: <strong>motor yacht</strong></li><li>Travelling with the wind: <strong>sailing yacht</strong></li></ul>",
    ].join("\n"),
  },
  {
    title: "A Week in Bodrum: From Yalıkavak to Karaada",
    excerpt: "A day-by-day plan for exploring the bays, islands and evenings of the Bodrum peninsula by boat.",
    body: [
      "<p>Bodrum is famous not only for its nightlife but also for the clear bays around the peninsula. A week's route from Yalıkavak or Milta Marina pleases those looking for peace and those looking for action alike.</p>",
      "<p>Swim in the hot springs of Karaada on the first day and in the turquoise waters of Orak Island on the second. Fish at sunset in Gümüşlük is a peninsula classic. If you have your passport with you, a day trip to the island of Kos can be added to the route.</p>",
      "<p><strong>Tip:</strong> in July and August the meltemi wind strengthens in the afternoon. Planning long passages for the morning makes the voyage more pleasant for everyone.</p>",
    ].join("\n"),
  },
  {
    title: "10 Questions to Ask When Chartering a Boat",
    excerpt:
      "What does the price include? How is fuel charged? When is the deposit due? What to settle before you book.",
    body: [
      "<p>Chartering a boat is a little different from booking a hotel. To avoid surprises, we suggest asking these questions before you book:</p>",
      "<ol><li>Is fuel included in the price, and if so for how many hours of cruising a day?</li><li>Who pays the harbour and marina fees?</li><li>How are meals planned, and who does the shopping?</li><li>How many crew are there, and which languages do they speak?</li><li>Do the cabins have air conditioning, and does the generator run at night?</li><li>Is the water-sports gear (SUP, canoe, snorkel) free?</li><li>How big is the deposit, and when is the balance due?</li><li>What are the cancellation terms?</li><li>Who decides on changes to the route?</li><li>Are the boat's insurance and papers up to date?</li></ol>",
      "<p>You will find the answers on every boat page on Liman; anything you can't find, just ask us.</p>",
    ].join("\n"),
  },
  {
    title: "A Sunset Cruise on the Bosphorus",
    excerpt:
      "Sailing past Rumeli Hisarı and watching the sun go down at the Maiden's Tower: an unforgettable Istanbul evening on a private motor yacht.",
    body: [
      "<p>Istanbul is at its most beautiful from the sea. A private motor yacht from Kuruçeşme or Kalamış shows you the palaces, waterside mansions and bridges of two continents in two or three hours.</p>",
      "<p>Bosphorus cruises are among our most popular events for birthdays, marriage proposals and company receptions. Just mention extras such as live music, dinner or a cake in your booking note.</p>",
      "<ul><li>The best light: May to September, leaving an hour before sunset</li><li>Duration: 2–4 hours</li><li>Capacity: 6–20 guests, depending on the boat</li></ul>",
    ].join("\n"),
  },
];

/** English editions of DEMO_FAQ, in the same order. */
export const DEMO_FAQ_EN: [string, string][] = [
  [
    "When is my booking confirmed?",
    "When we receive your request your dates are held for 48 hours. Pay the deposit of {{deposit_percent}}% of the total within that time and your booking is confirmed; we send you a confirmation e-mail.",
  ],
  [
    "When do I pay the balance?",
    "The balance ({{balance_percent}}%) is paid on the day of embarkation at the latest, to the captain on board or to our agency, in cash, by card or by bank transfer.",
  ],
  [
    "What do the prices include?",
    "The boat, crew, fuel for up to 4 hours of cruising a day, harbour fees and final cleaning. Food and drinks and extra fuel are planned separately; every boat's page gives the details.",
  ],
  [
    "Which currency are the prices in?",
    "Larger boats are usually priced in euros and day boats in Turkish lira. Change the currency in the site's top menu to see prices in TL, dollars, euros or pounds; the rate is fixed when you book.",
  ],
  [
    "Why do gulet charters start on Saturdays?",
    "In high season (15 June – 15 September) gulets are chartered by the week, Saturday to Saturday. Shorter, more flexible charters are possible in the shoulder season.",
  ],
  [
    "I'm worried about seasickness. Which boat should I choose?",
    "Catamarans are much steadier thanks to their two hulls. The gulfs of Göcek and Fethiye are also among the calmest cruising areas in Turkey.",
  ],
  [
    "Can we go on a boat holiday with children?",
    "Of course. Every boat carries children's life jackets; just write the children's ages in your booking note.",
  ],
  [
    "What happens if I cancel?",
    "If you cancel more than 30 days before embarkation, the whole deposit is refunded. See our Cancellation and Refund Policy for the details.",
  ],
  [
    "How do I follow my booking?",
    "Enter your booking code starting with LMN- and your e-mail address on the My bookings page to see your status and payments.",
  ],
  [
    "How do I list my boat on Liman?",
    "Get in touch through the contact form; once our team has inspected your boat on site we open an owner's dashboard for you. Listing is free.",
  ],
];

/** English titles and biographies of the demo team, in the order of DEMO_TEAM. */
export const DEMO_TEAM_EN: { titleEn: string; bioEn: string }[] = [
  {
    titleEn: "Founder and Managing Director",
    bioEn:
      "Skippered in the Aegean and the Mediterranean for more than twenty years. He founded Liman to match people who love the sea with the right boats.",
  },
  {
    titleEn: "Reservations Manager",
    bioEn:
      "Answers every question our guests have, from the first request to the last day, and plans routes and dates with the captains.",
  },
  {
    titleEn: "Fleet and Operations Manager",
    bioEn:
      "Responsible for inspecting every boat on the platform and for its maintenance schedule. The son of a gulet builder.",
  },
  {
    titleEn: "Customer Relations Specialist",
    bioEn: "Speaks English, German and Russian, and helps our guests from abroad with transfers and visa questions.",
  },
];
