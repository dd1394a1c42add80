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
}

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
      hu: 'Az Aldi, Auchan, Penny, Spar és Tesco budapesti és környékbeli üzleteinek helye és címe. Az ezekből készült bolttábla az ODbL szerint használható fel.',
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
      en: 'Hungarian average price levels and monthly price paths since 2018, which calibrate every price in the catalogue, and the figures quoted in the news posts.',
      hu: 'A hazai átlagárak szintje és havi alakulása 2018 óta: erre kalibráltuk a katalógus összes árát, és ebből származnak a hírekben idézett számok.',
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
    usedFor: { en: 'The machine-readable copies of the KSH tables we read.', hu: 'A KSH-táblák gépileg olvasható másolatai, amelyeket feldolgoztunk.' },
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
      hu: 'Valódi, üzletláncok között párosított termékek és árelőzményeik: milyen gyakran változnak a polci árak, milyen gyakoriak és mélyek az akciók, mennyire térnek el a párosított termékek árai lánconként, mekkora a bio felár, valamint a kategóriarendszer.',
    },
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
      hu: 'Egy 86 tételes fogyasztói kosár, négy üzletlánc konkrét termékeihez párosítva: ezekből lettek azok az alaptermékek, amelyeket a katalógusban minden élelmiszerlánc forgalmaz.',
    },
  },
  {
    key: 'arfigyelo',
    name: 'Árfigyelő (price monitor)',
    publisher: 'Gazdasági Versenyhivatal (Hungarian Competition Authority, GVH)',
    url: 'https://arfigyelo.gvh.hu',
    licence: "GVH's terms of use for Árfigyelő",
    licenceUrl: 'https://arfigyelo.gvh.hu/docs/arfigyelo_GYIK.pdf',
    notice: 'Forrás: Árfigyelő, Gazdasági Versenyhivatal (only for prices and shops imported from its export)',
    usedFor: {
      en: 'Daily prices and shop locations, when imported with the price-feed importer. The shipped catalogue contains none of its data.',
      hu: 'Napi árak és bolthelyek, ha az árfolyam-importálóval betöltik őket. A telepített katalógus nem tartalmaz belőle adatot.',
    },
  },
];

export const SYNTHETIC_NOTICE = {
  en: 'Prices, offers and price histories in the built-in catalogue are modelled, not observed: they are calibrated on the KSH averages and shaped after heissepreise histories. Lidl, DM, Rossmann and EcoFamily shop locations marked "synthetic" are placed near real shopping areas and are not real addresses. Retailer names belong to their owners; the logos are our own simple wordmarks, not the retailers\' trademarks. Product illustrations are our own drawings.',
  hu: 'A beépített katalógus árai, ajánlatai és árelőzményei modellezettek, nem megfigyeltek: a KSH átlagáraira kalibráltuk őket, a heissepreise árelőzményeinek mintájára. A „synthetic” jelölésű Lidl, DM, Rossmann és EcoFamily üzletek valódi bevásárlóhelyek közelébe helyezett becsült pontok, nem valós címek. Az üzletláncok neve a tulajdonosaiké; a logók saját, egyszerű feliratos rajzaink, nem a láncok védjegyei. A termékillusztrációk saját rajzaink.',
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
