import "server-only";
import { COMPANY } from "./demo-pages";

/** The English editions of the demo's website pages (issue 16), by page key. */
const html = (...blocks: string[]) => blocks.join("\n");

export const DEMO_PAGES_EN: Record<string, { title: string; body: string }> = {
  about: {
    title: "About Us",
    body: html(
      `<p><strong>Liman</strong> started in Bodrum in 2011 as a small gulet agency. Today we work with hundreds of boat owners in the marinas of Bodrum, Göcek, Fethiye, Marmaris, Kaş and Istanbul, and are one of Turkey's leading platforms for chartering and buying boats.</p>`,
      `<p>Our aim is simple: to let you discover Turkey's unique bays safely, at transparent prices and without the hassle. Our team inspects every boat on the platform in person; no boat goes live before its licences, insurance and crew papers have been checked.</p>`,
      `<h2>Why Liman?</h2>`,
      `<ul><li><strong>Secure payment:</strong> you confirm your booking with a deposit of just {{deposit_percent}}%; the balance is paid on the day you board.</li><li><strong>TÜRSAB guarantee:</strong> we are a licensed travel agency (${COMPANY.tursab}).</li><li><strong>Real availability:</strong> calendars are synchronised with the owners' own systems, so a free date really is free.</li><li><strong>24/7 support:</strong> our Turkish and English helpline is with you throughout your voyage.</li></ul>`,
      `<h2>For boat owners</h2>`,
      `<p>Listing your boat on Liman is free. You manage your prices, seasons and closed dates from your own dashboard and follow your bookings as they come in. When you want to sell your boat, we bring you buyers too.</p>`,
      `<p>${COMPANY.name} · ${COMPANY.address} · MERSİS No: ${COMPANY.mersis}</p>`,
    ),
  },
  howrent: {
    title: "How to Charter",
    body: html(
      `<p>Chartering a boat on Liman takes just a few minutes. Follow the steps below to plan the holiday of your dreams.</p>`,
      `<ol><li><strong>Choose your boat:</strong> filter by region, boat type and number of guests; look through the photos, the cabin layout and guest reviews.</li><li><strong>Pick your dates:</strong> the calendar shows the free days. In high season gulets are usually chartered Saturday to Saturday, for at least 7 nights.</li><li><strong>Send a booking request:</strong> give your name, e-mail and phone number. Your dates are held for you for 48 hours.</li><li><strong>Pay the {{deposit_percent}}% deposit:</strong> your booking is confirmed once you transfer the deposit to the bank details we e-mail you.</li><li><strong>Enjoy:</strong> you pay the balance on board on the day you embark. Your captain meets you at the marina.</li></ol>`,
      `<h2>What is the option period?</h2>`,
      `<p>Once we receive your request, the boat is closed to other guests on your dates for 48 hours. If no deposit is paid in that time, the option lapses by itself and the dates go back on sale.</p>`,
      `<h2>How do I follow my booking?</h2>`,
      `<p>With your booking code starting with <strong>LMN-</strong> and your e-mail address, the <em>My bookings</em> page shows your status, payments and when your option ends.</p>`,
      `<p>For any question, call us on ${COMPANY.phone} or write to ${COMPANY.email}.</p>`,
    ),
  },
  rental: {
    title: "Charter Agreement",
    body: html(
      `<p>This agreement sets out the general terms of a charter between the person chartering a boat ("Charterer") through ${COMPANY.name} ("Agency") and the boat's owner or operator ("Owner"). By sending a booking request the Charterer confirms having read and accepted these terms.</p>`,
      `<h2>1. Subject</h2>`,
      `<p>The Owner puts the boat named in the booking, with its crew and equipment, at the Charterer's disposal on the dates booked. The number of guests may not exceed the capacity set by the flag state and the Harbour Master.</p>`,
      `<h2>2. Price and payment</h2>`,
      `<p>The charter price is fixed at the price and exchange rate of the moment of booking. A deposit of {{deposit_percent}}% is paid within the option period and the remaining {{balance_percent}}% on the day of embarkation at the latest. Unless agreed otherwise in writing, the price includes the boat, crew, fuel for 4 hours of cruising a day, harbour fees and final cleaning; food and drinks, extra fuel and services paid in marinas are not included.</p>`,
      `<h2>3. Embarkation and disembarkation</h2>`,
      `<p>Embarkation is at 15:00 on the first day and disembarkation at 10:00 on the last (day boats keep the times on their page). On embarkation the Charterer checks that the boat and its equipment are complete and in working order.</p>`,
      `<h2>4. Route and safety</h2>`,
      `<p>The captain sets the route, taking the Charterer's wishes into account. Where weather, sea conditions or the safety of people and property are concerned, the captain has the final say; route changes made for these reasons give no right to a refund.</p>`,
      `<h2>5. Damage and liability</h2>`,
      `<p>The Charterer and guests are liable for damage they cause to the boat and its equipment intentionally or through gross negligence. Bringing illegal substances on board, taking unauthorised guests and polluting the environment are strictly forbidden.</p>`,
      `<h2>6. Disputes</h2>`,
      `<p>Turkish law applies. In consumer matters the Consumer Arbitration Committees and Consumer Courts are competent under Law No. 6502 on Consumer Protection; otherwise the Courts and Enforcement Offices of Bodrum.</p>`,
    ),
  },
  cancel: {
    title: "Cancellation and Refund Policy",
    body: html(
      `<p>We know holiday plans can change. Our cancellation and refund terms are designed to protect the rights of our guests and of boat owners fairly.</p>`,
      `<h2>Cancellation by the charterer</h2>`,
      `<ul><li>Cancel <strong>more than 30 days</strong> before embarkation and the whole deposit is refunded.</li><li>Cancel <strong>15–30 days</strong> before embarkation and 50% of the deposit is refunded.</li><li>Cancel <strong>less than 15 days</strong> before embarkation and the deposit is not refunded.</li><li>Requests whose deposit is not paid within the option period lapse by themselves, with no obligation.</li></ul>`,
      `<h2>Changing dates</h2>`,
      `<p>More than 30 days before embarkation you may move your booking once, free of charge, to dates in the same season when the boat is free. If the price differs, the price of the new dates applies.</p>`,
      `<h2>Cancellation by the owner and force majeure</h2>`,
      `<p>If the charter cannot take place because of a breakdown or another reason on the owner's side, every payment is refunded in full, or an equivalent boat is offered with the charterer's consent. In cases of force majeure, such as the Harbour Master not allowing boats to sail, the days that could not be used are refunded or moved to a later date.</p>`,
      `<h2>How refunds are made</h2>`,
      `<p>Refunds are paid to the bank account the payment came from, in the currency paid, within 14 days of the cancellation being approved. Send cancellation requests with your booking code to ${COMPANY.email}.</p>`,
    ),
  },
  privacy: {
    title: "Privacy Policy",
    body: html(
      `<p>At ${COMPANY.name} we care about your privacy. This policy explains what we collect when you visit our website and use our services, how we use it and how we protect it.</p>`,
      `<h2>What we collect</h2>`,
      `<ul><li>The name, e-mail, phone number and number of guests you give in the booking and contact forms;</li><li>your e-mail address and the time you confirmed it when you subscribe to our newsletter;</li><li>the technical data the site needs to work (IP address, browser type, time of visit).</li></ul>`,
      `<h2>Cookies and local storage</h2>`,
      `<p>Our site uses no advertising or tracking cookies. Your chosen currency, your dark/light theme and your favourite boats are kept only in your browser's local storage and never sent to our servers.</p>`,
      `<h2>How we use your information</h2>`,
      `<p>We use your information only to make and carry out your booking, to contact you, to meet our legal obligations and (if you agreed) to tell you about our offers. Your information is never sold.</p>`,
      `<h2>Security</h2>`,
      `<p>All communication between you and our site is encrypted with a 256-bit SSL certificate. Payments are made by bank transfer; no card details are stored on our site. For details of how your personal data is processed, see our KVKK Notice.</p>`,
      `<p>This policy was last updated on 1 October 2026.</p>`,
    ),
  },
  kvkk: {
    title: "KVKK Privacy Notice",
    body: html(
      `<p>As data controller under the Turkish Personal Data Protection Law No. 6698 ("Law"), ${COMPANY.name} ("Company") informs you that it processes your personal data lawfully and for the purposes set out below.</p>`,
      `<h2>1. Personal data processed</h2>`,
      `<p>Identity (first name, last name), contact (e-mail, phone), customer transaction (booking code, dates, number of guests, payment records) and transaction security data (IP address, time) are processed. For the passenger list that must be reported to the Harbour Master on embarkation, the guests' identity details are also collected.</p>`,
      `<h2>2. Purposes</h2>`,
      `<ul><li>Making and performing the charter agreement (Art. 5/2-c);</li><li>meeting legal obligations such as reporting the passenger list to the authorities (Art. 5/2-ç);</li><li>answering your requests and ensuring customer satisfaction (Art. 5/2-f, legitimate interest);</li><li>sending offers and newsletters where you gave explicit consent (Art. 5/1).</li></ul>`,
      `<h2>3. Transfers</h2>`,
      `<p>Your personal data is shared only as far as your booking requires with the owner/operator and captain of the boat you charter and, where the law requires, with the competent public authorities. Your data is not transferred abroad.</p>`,
      `<h2>4. Retention</h2>`,
      `<p>Your data is kept for the periods the law requires (10 years for commercial records) and then erased, destroyed or anonymised.</p>`,
      `<h2>5. Your rights</h2>`,
      `<p>Under Article 11 of the Law you may learn whether your personal data is processed, request information about it, learn the purpose of processing and the third parties it was transferred to, ask for incomplete or wrong data to be corrected or, under Article 7, erased, and claim compensation for any damage.</p>`,
      `<p>Send your applications in writing to ${COMPANY.address}, or to ${COMPANY.kvkkEmail} with a secure electronic signature or from the e-mail address registered with us. Applications are answered free of charge within 30 days.</p>`,
    ),
  },
};
