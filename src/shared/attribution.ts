/** Where the catalogue's data comes from, with the notices the licences require; the About screen renders this. */

export interface Source {
  key: string;
  name: string;
  publisher: string;
  url: string;
  licence: string;
  licenceUrl: string;
  /** The notice to show verbatim. */
  notice: string;
  usedFor: { en: string; hu: string };
  /** The same in Hungarian for the About screen (ATTRIBUTION.md keeps the English fields); MIT notices stay verbatim. */
  hu: { name: string; publisher: string; licence: string; notice: string };
}

/** A source's texts in the language shown. */
export function sourceText(s: Source, lang: 'en' | 'hu'): { name: string; publisher: string; licence: string; notice: string; usedFor: string } {
  const local = lang === 'hu' ? s.hu : s;
  return { name: local.name, publisher: local.publisher, licence: local.licence, notice: local.notice, usedFor: s.usedFor[lang] };
}

/**
 * The one real capture of the price monitor in the catalogue installed with the app (resources/catalogue/manifest.json,
 * `observed`): a basket of everyday items priced at six chains on one day. These are its only observed prices until the
 * first update; it also sets the levels of the modelled ones (tools/catalogue/calibration.ts).
 */
export const INSTALLED_BASKET = { date: '2026-09-25', items: 25, offers: 148 } as const;

export const SOURCES: readonly Source[] = [
  {
    key: 'osm',
    name: 'OpenStreetMap',
    publisher: 'OpenStreetMap contributors',
    url: 'https://www.openstreetmap.org',
    licence: 'Open Database License (ODbL) 1.0',
    licenceUrl: 'https://www.openstreetmap.org/copyright',
    notice: '© OpenStreetMap contributors',
    usedFor: {
      en: 'Locations and addresses of Aldi, Auchan, Penny, Spar and Tesco shops in and around Budapest. The shop table derived from them is available under the ODbL.',
      hu: 'Az Aldi, az Auchan, a Penny, a Spar és a Tesco budapesti és Budapest környéki boltjainak helye és címe. A belőlük összeállított bolttáblázat az ODbL licenc feltételei szerint használható fel.',
    },
    hu: {
      name: 'OpenStreetMap',
      publisher: 'Az OpenStreetMap közreműködői',
      licence: 'Open Database License (ODbL) 1.0',
      notice: '© OpenStreetMap-közreműködők',
    },
  },
  {
    key: 'ksh',
    name: 'KSH STADAT 1.2.1.8 and 1.1.1.4: average consumer prices of selected goods',
    publisher: 'Központi Statisztikai Hivatal (Hungarian Central Statistical Office, KSH)',
    url: 'https://www.ksh.hu/stadat_files/ara/hu/ara0044.csv',
    licence: 'Free reuse with source citation (Forrás: KSH)',
    licenceUrl: 'https://www.ksh.hu',
    notice: 'Forrás: KSH (Source: Hungarian Central Statistical Office)',
    usedFor: {
      en: 'Hungarian average price levels and monthly price paths since 2018, which shape every modelled price in the catalogue (its level is set by the Árfigyelő basket of 25 September 2026), and the figures quoted in the news posts.',
      hu: 'Az országos átlagárak szintje és havi alakulása 2018 óta: ez adja a katalógus modellezett árainak alakulását (a szintjüket a 2026. szeptember 25-i árfigyelős kosárhoz igazítottuk), és innen származnak a hírekben idézett számok is.',
    },
    hu: {
      name: 'KSH STADAT 1.2.1.8 és 1.1.1.4: egyes termékek fogyasztói átlagárai',
      publisher: 'Központi Statisztikai Hivatal (KSH)',
      licence: 'Szabadon újrafelhasználható a forrás megjelölésével (Forrás: KSH)',
      notice: 'Forrás: KSH',
    },
  },
  {
    key: 'inflacio-ksh',
    name: 'inflacio-ksh (copies of the KSH tables)',
    publisher: 'Viktor Kálmán (kviktor/inflacio-ksh)',
    url: 'https://github.com/kviktor/inflacio-ksh',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/licenses/MIT',
    notice: 'Copyright (c) 2022 Viktor Kálmán',
    usedFor: { en: 'The machine-readable copies of the KSH tables we read.', hu: 'A KSH-táblák géppel olvasható másolatai, ezeket dolgoztuk fel.' },
    hu: {
      name: 'inflacio-ksh (a KSH-táblák másolatai)',
      publisher: 'Kálmán Viktor (kviktor/inflacio-ksh)',
      licence: 'MIT',
      notice: 'Copyright (c) 2022 Viktor Kálmán',
    },
  },
  {
    key: 'heissepreise',
    name: 'heissepreise',
    publisher: 'Mario Zechner (badlogic/heissepreise)',
    url: 'https://github.com/badlogic/heissepreise',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/licenses/MIT',
    notice: 'Copyright (c) 2023 Mario Zechner',
    usedFor: {
      en: 'Real matched products across retailers and their price histories: how often shelf prices change, how often and how deep promotions are, how far prices of matched products differ between chains, the organic premium and the category taxonomy.',
      hu: 'Üzletláncok között párosított valódi termékek és ártörténetük. Ebből tudjuk, milyen gyakran változnak a polci árak, milyen gyakoriak az akciók és mekkora kedvezményt adnak, mennyire térnek el ugyanazon termékek árai az egyes üzletláncoknál, és mekkora a biotermékek felára; innen származik a kategóriarendszer is.',
    },
    hu: { name: 'heissepreise', publisher: 'Mario Zechner (badlogic/heissepreise)', licence: 'MIT', notice: 'Copyright (c) 2023 Mario Zechner' },
  },
  {
    key: 'heissepreise-cz',
    name: 'heissepreise-cz (Hlídač supermarketů) consumer basket',
    publisher: 'xsuchy/heissepreise-cz, a fork of heissepreise',
    url: 'https://github.com/xsuchy/heissepreise-cz',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/licenses/MIT',
    notice: 'Copyright (c) 2023 Mario Zechner',
    usedFor: {
      en: 'An 86-item consumer basket matched to a concrete product at each of four chains: the staples every grocery chain in the catalogue carries.',
      hu: 'Egy 86 tételes fogyasztói kosár, amelynek minden tételét négy üzletlánc egy-egy konkrét termékéhez párosították: ezekből lettek azok az alapvető termékek, amelyeket a katalógusban minden élelmiszert árusító üzletlánc kínál.',
    },
    hu: {
      name: 'heissepreise-cz (Hlídač supermarketů): fogyasztói kosár',
      publisher: 'xsuchy/heissepreise-cz, a heissepreise továbbfejlesztett változata',
      licence: 'MIT',
      notice: 'Copyright (c) 2023 Mario Zechner',
    },
  },
  {
    key: 'arfigyelo',
    name: 'Árfigyelő (price monitor)',
    publisher: 'Gazdasági Versenyhivatal (Hungarian Competition Authority, GVH)',
    url: 'https://arfigyelo.gvh.hu',
    licence: "GVH's terms of use for Árfigyelő",
    licenceUrl: 'https://arfigyelo.gvh.hu/docs/arfigyelo_GYIK.pdf',
    notice: 'Forrás: GVH Árfigyelő (the prices marked "Árfigyelő" with their data date, and the shops of the chains it covers). Product images of Árfigyelő are not reused.',
    usedFor: {
      en: 'Observed daily prices of the chains it covers and their shops with addresses, fetched by the app from Árfigyelő (at start-up when a day old, daily, or with "Update prices now"), and its category tree, which gives each product its kind. The catalogue installed with the app holds one real capture of it: a 25-item basket (148 products) priced at Auchan, Spar, Aldi, Lidl, Penny and Tesco on 25 September 2026, shown as “Árfigyelő, 25 September 2026”, which also calibrates the modelled estimates.',
      hu: 'Az Árfigyelőben szereplő üzletláncok megfigyelt napi árai és boltjaik címmel, amelyeket az alkalmazás tölt le az Árfigyelőről (induláskor, ha az adatok egy napnál régebbiek, majd naponta, vagy az „Árak frissítése most” gombbal), valamint a kategóriafája, amelyből minden termék fajtája adódik. Az alkalmazással telepített katalógusban egy valódi Árfigyelő-adat van: egy 25 tételes kosár (148 termék) árai az Auchanban, a Sparban, az Aldiban, a Lidlben, a Pennyben és a Tescóban 2026. szeptember 25-én. Ezek „Árfigyelő, 2026. szeptember 25.” jelöléssel látszanak, és ezekhez igazítottuk a modellezett becsléseket is.',
    },
    hu: {
      name: 'Árfigyelő',
      publisher: 'Gazdasági Versenyhivatal (GVH)',
      licence: 'a GVH Árfigyelő felhasználási feltételei',
      notice:
        'Forrás: GVH Árfigyelő (az „Árfigyelő” jelölésű, adatdátummal ellátott árak, valamint az általa lefedett üzletláncok boltjai). Az Árfigyelő termékképeit nem használjuk fel.',
    },
  },
];

export const SYNTHETIC_NOTICE = {
  en: 'Apart from the Árfigyelő basket of 25 September 2026, prices, offers and price histories in the built-in catalogue are modelled, not observed: their levels are calibrated on that basket and the KSH averages, and their paths are shaped after the KSH series and heissepreise histories. Shop locations are real (OpenStreetMap, and the monitor\'s after an update); no shop is invented, so a chain with no known shop (Lidl, DM, Rossmann and EcoFamily before an update) is on no map and in no route. Retailer names belong to their owners; the logos are our own simple wordmarks, not the retailers\' trademarks. Product illustrations are our own drawings.',
  hu: 'A 2026. szeptember 25-i árfigyelős kosáron kívül a beépített katalógus árai, ajánlatai és ártörténetei modellezett adatok, nem valódi megfigyelések: szintjüket ehhez a kosárhoz és a KSH átlagáraihoz igazítottuk, az alakulásukat pedig a KSH idősorai és a heissepreise ártörténetei alapján formáltuk meg. A boltok helye valós (OpenStreetMap, frissítés után az Árfigyelő adatai); boltot nem találunk ki, így az a lánc, amelynek egyetlen boltját sem ismerjük (frissítés előtt a Lidl, a DM, a Rossmann és az EcoFamily), nem szerepel a térképen és az útvonalakban. Az üzletláncok neve a tulajdonosaikat illeti; a logók saját készítésű, egyszerű feliratok, nem az üzletláncok védjegyei. A termékillusztrációkat is mi rajzoltuk.',
} as const;

/** ATTRIBUTION.md: the sources, then the full licence texts the MIT notices require. */
export function attributionMarkdown(licenceTexts: { heading: string; text: string }[]): string {
  const lines = ['# Data sources and attribution', '', 'Kosár\'s built-in catalogue is built from the following sources.', ''];
  for (const s of SOURCES) {
    lines.push(`## ${s.name}`, '', `- Publisher: ${s.publisher}`, `- Source: ${s.url}`, `- Licence: ${s.licence} (${s.licenceUrl})`, `- Notice: ${s.notice}`, `- Used for: ${s.usedFor.en}`, `- Felhasználás: ${s.usedFor.hu}`, '');
  }
  lines.push('## About the modelled data', '', SYNTHETIC_NOTICE.en, '', SYNTHETIC_NOTICE.hu, '');
  for (const l of licenceTexts) lines.push(`## Licence: ${l.heading}`, '', '```', l.text.trim(), '```', '');
  return lines.join('\n');
}
