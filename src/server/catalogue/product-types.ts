/**
 * Generic product types the catalogue is built from. Each type expands into canonical products by
 * variant and package size. Types with a KSH code take their price level and dynamics from the
 * statistics office's series; the others carry a hand-set late-2025 level (Ft per unit) and follow
 * the KSH index of their category. Names are shelf-style, as Hungarian chains print them.
 *
 * Variant syntax: "hu|en|priceFactor|flags" joined by ';'. A leading '^' on a name puts the variant
 * before the type name ("^epres" + "joghurt" = "Epres joghurt"); a leading '=' replaces the name
 * (Hungarian writes compounds as one word: "=Málnaszörp"); an empty name leaves the type name as it is. Flags: '+v' '+n' '+l' add
 * vegetarian, vegan, lactose-free; '-v' '-n' '-l' remove them.
 *
 * The flags are selling points, what the home's "Vegetarian and vegan" and "Lactose-free" collections hold, so they
 * are set only where a shopper would look for them (dietClaims below): vegetarian and vegan on prepared and processed
 * food that could contain meat, fish, milk or egg (dairy, bakery, sweets, deli, frozen and ready meals, plant-based
 * alternatives), never on meat or fish, alcoholic or soft drinks, fresh produce or single-ingredient staples (flour,
 * sugar, oil, rice, pulses, nuts, spices); lactose-free only on dairy made or naturally lactose-free and on plant
 * alternatives to dairy, never on products that could not contain milk in the first place (fish, meat, drinks).
 */
import type { CategorySlug } from './taxonomy';

/** The own-brand lines a retailer's brands come in (tools/catalogue/retailers.ts names each retailer's). */
export type BrandLine =
  | 'dairy' | 'bakery' | 'meat' | 'pantry' | 'sweets' | 'chocolate' | 'snacks' | 'frozen' | 'drinks' | 'alcohol'
  | 'beauty' | 'baby' | 'cleaning' | 'laundry' | 'paper' | 'general' | 'pet' | 'bio' | 'budget';

export type Unit = 'kg' | 'l' | 'db';

export interface ProductType {
  key: string;
  sub: CategorySlug;
  line: BrandLine | null;
  hu: string;
  en: string;
  unit: Unit;
  sizes: number[];
  /** Ft per unit (late 2025) when there is no KSH anchor. */
  price: number;
  ksh?: number;
  /** How many of `unit` the KSH price refers to (eggs: 10 pieces; butter: one 100-125 g pack = 0.1125 kg). */
  kshPer?: number;
  variants: string;
  /** v vegetarian, n vegan (implies v), l lactose-free. */
  flags: string;
  /** Nutritional value 1 (poor) .. 5 (best); null for non-food. */
  nutri: number | null;
  /** Also sold as an organic (bio) version. */
  bio: boolean;
  /** In the consumer basket every grocery chain carries (KSH and the CZ basket's staples). */
  staple: boolean;
}

interface Opts {
  ksh?: number;
  kshPer?: number;
  v?: string;
  f?: string;
  ns?: number;
  bio?: boolean;
  staple?: boolean;
}

const TYPES: ProductType[] = [];

function t(sub: CategorySlug, line: BrandLine | null, hu: string, en: string, unit: Unit, sizes: number[], price: number, o: Opts = {}): void {
  const key = en.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const food = !['beauty', 'baby-care', 'cleaning', 'detergents-rinses', 'detergents-spray', 'stationary-packaging', 'supplies'].includes(sub);
  TYPES.push({
    key, sub, line, hu, en, unit, sizes, price,
    ksh: o.ksh, kshPer: o.kshPer, variants: o.v ?? '', flags: o.f ?? '',
    nutri: food && sub !== 'pet-food' ? (o.ns ?? 3) : null,
    bio: o.bio ?? false, staple: o.staple ?? (o.ksh !== undefined),
  });
}

// ---- Fruit and vegetables ----
const V = 'vegetables';
t(V, null, 'Burgonya', 'Potatoes', 'kg', [1, 2.5], 0, { ksh: 14002, v: '^étkezési|^table|1;^sütnivaló|^baking|1.1', f: 'nl', ns: 5, bio: true });
t(V, null, 'Újburgonya', 'New potatoes', 'kg', [1], 0, { ksh: 14001, f: 'nl', ns: 5 });
t(V, null, 'Sárgarépa', 'Carrots', 'kg', [1, 0.5], 0, { ksh: 14101, f: 'nl', ns: 5, bio: true });
t(V, null, 'Vöröshagyma', 'Onions', 'kg', [1, 2], 0, { ksh: 14103, f: 'nl', ns: 5, bio: true });
t(V, null, 'Fejes káposzta', 'White cabbage', 'kg', [1], 0, { ksh: 14104, f: 'nl', ns: 5 });
t(V, null, 'Paradicsom', 'Tomatoes', 'kg', [1, 0.5], 0, { ksh: 14107, v: '=Gömbparadicsom|^round|1;^fürtös|^vine|1.25;=Koktélparadicsom|^cherry|1.7;^roma|^plum|1.15', f: 'nl', ns: 5, bio: true });
t(V, null, 'Paprika', 'Peppers', 'kg', [1], 0, { ksh: 14108, v: '^TV|^pale sweet|1;^kaliforniai piros|^red bell|1.35;^kápia|^kapia|1.2;^hegyes erős|^hot chilli|1.3', f: 'nl', ns: 5, bio: true });
t(V, null, 'Uborka', 'Cucumbers', 'kg', [1], 0, { ksh: 14110, v: '=Kígyóuborka|^long|1;^fürtös|^mini|1.4', f: 'nl', ns: 5, bio: true });
t(V, null, 'Csiperkegomba', 'Mushrooms', 'kg', [0.25, 0.5], 0, { ksh: 14111, v: '^fehér|^white button|1;^barna|^chestnut|1.25;^szeletelt|^sliced|1.15', f: 'nl', ns: 5 });
t(V, null, 'Alma', 'Apples', 'kg', [1, 2], 0, { ksh: 14201, v: '^Jonagold|^Jonagold|1;^Golden|^Golden Delicious|1;^Idared|^Idared|0.92;^Gála|^Gala|1.15;^Granny Smith|^Granny Smith|1.2;^Pink Lady|^Pink Lady|1.6', f: 'nl', ns: 5, bio: true });
t(V, null, 'Görögdinnye', 'Watermelon', 'kg', [1], 0, { ksh: 14202, f: 'nl', ns: 5 });
t(V, null, 'Körte', 'Pears', 'kg', [1], 0, { ksh: 14209, v: '^Vilmos|^Williams|1;^Packham|^Packham|1.05;^Conference|^Conference|1.1', f: 'nl', ns: 5 });
t(V, null, 'Citrom', 'Lemons', 'kg', [1, 0.5], 0, { ksh: 14221, f: 'nl', ns: 5, bio: true });
t(V, null, 'Banán', 'Bananas', 'kg', [1], 0, { ksh: 14222, f: 'nl', ns: 5, bio: true });
t(V, null, 'Narancs', 'Oranges', 'kg', [1, 2], 0, { ksh: 14224, v: '=Facsarni való narancs|^juicing|0.9;||1', f: 'nl', ns: 5, bio: true });
t(V, null, 'Fokhagyma', 'Garlic', 'kg', [0.25], 2400, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Lilahagyma', 'Red onions', 'kg', [1], 690, { f: 'nl', ns: 5 });
t(V, null, 'Újhagyma', 'Spring onions', 'db', [1], 299, { f: 'nl', ns: 5 });
t(V, null, 'Cukkini', 'Courgettes', 'kg', [1], 890, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Padlizsán', 'Aubergines', 'kg', [1], 990, { f: 'nl', ns: 5 });
t(V, null, 'Brokkoli', 'Broccoli', 'kg', [0.5], 1290, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Karfiol', 'Cauliflower', 'kg', [1], 990, { f: 'nl', ns: 5 });
t(V, null, 'Fejes saláta', 'Butterhead lettuce', 'db', [1], 399, { f: 'nl', ns: 5 });
t(V, null, 'Jégsaláta', 'Iceberg lettuce', 'db', [1], 499, { f: 'nl', ns: 5 });
t(V, null, 'Bébispenót', 'Baby spinach', 'kg', [0.125], 5600, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Petrezselyemgyökér', 'Parsley root', 'kg', [1], 1290, { f: 'nl', ns: 5 });
t(V, null, 'Zeller', 'Celeriac', 'kg', [1], 790, { f: 'nl', ns: 5 });
t(V, null, 'Kelkáposzta', 'Savoy cabbage', 'kg', [1], 690, { f: 'nl', ns: 5 });
t(V, null, 'Retek', 'Radishes', 'db', [1], 299, { f: 'nl', ns: 5 });
t(V, null, 'Cékla', 'Beetroot', 'kg', [1], 490, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Sütőtök', 'Pumpkin', 'kg', [1], 490, { f: 'nl', ns: 5 });
t(V, null, 'Mandarin', 'Mandarins', 'kg', [1], 990, { f: 'nl', ns: 5 });
t(V, null, 'Grapefruit', 'Grapefruit', 'kg', [1], 890, { f: 'nl', ns: 5 });
t(V, null, 'Csemegeszőlő', 'Table grapes', 'kg', [0.5, 1], 1690, { v: '^fehér|^white|1;^piros|^red|1.05', f: 'nl', ns: 5 });
t(V, null, 'Eper', 'Strawberries', 'kg', [0.5], 2400, { f: 'nl', ns: 5 });
t(V, null, 'Kivi', 'Kiwi fruit', 'kg', [1], 1190, { f: 'nl', ns: 5 });
t(V, null, 'Szilva', 'Plums', 'kg', [1], 890, { f: 'nl', ns: 5 });
t(V, null, 'Őszibarack', 'Peaches', 'kg', [1], 990, { f: 'nl', ns: 5 });
t(V, null, 'Avokádó', 'Avocado', 'db', [1, 2], 399, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Mangó', 'Mango', 'db', [1], 599, { f: 'nl', ns: 5 });
t(V, null, 'Ananász', 'Pineapple', 'db', [1], 899, { f: 'nl', ns: 5 });
t(V, null, 'Sárgadinnye', 'Melon', 'kg', [1], 890, { f: 'nl', ns: 5 });
t(V, null, 'Salátakeverék', 'Salad leaves', 'kg', [0.125, 0.2], 3200, { v: '^vegyes|^mixed|1;=Rukkola|=Rocket|1.2;=Madársaláta|=Lamb\'s lettuce|1.3', f: 'nl', ns: 5 });
t(V, null, 'Áfonya', 'Blueberries', 'kg', [0.125, 0.25], 7000, { f: 'nl', ns: 5 });
t(V, null, 'Málna', 'Raspberries', 'kg', [0.125], 9000, { f: 'nl', ns: 5 });
t(V, null, 'Gyömbér', 'Ginger root', 'kg', [0.2], 2500, { f: 'nl', ns: 5, bio: true });

// ---- Bakery ----
const B = 'bakery';
t(B, 'bakery', 'Fehér kenyér', 'White bread', 'kg', [0.5, 1], 0, { ksh: 13201, f: 'nl', ns: 3 });
t(B, 'bakery', 'Félbarna kenyér', 'Half-brown bread', 'kg', [0.5, 1], 0, { ksh: 13206, f: 'nl', ns: 3 });
t(B, 'bakery', 'Teljes kiőrlésű kenyér', 'Wholemeal bread', 'kg', [0.5], 1900, { f: 'nl', ns: 4, bio: true });
t(B, 'bakery', 'Rozskenyér', 'Rye bread', 'kg', [0.5, 1], 2000, { f: 'nl', ns: 4, bio: true });
t(B, 'bakery', 'Magvas kenyér', 'Seeded bread', 'kg', [0.5], 2200, { v: '^napraforgómagos|^sunflower seed|1;^tökmagos|^pumpkin seed|1.05;^lenmagos|^linseed|1.05', f: 'nl', ns: 4 });
t(B, 'bakery', 'Zsemle', 'Bread roll', 'db', [1], 0, { ksh: 13301, f: 'nl', ns: 3 });
t(B, 'bakery', 'Kifli', 'Crescent roll', 'db', [1, 10], 59, { v: '^vizes|^water|1;^tejes|^milk|1.2|-n-l', f: 'nl', ns: 3 });
t(B, 'bakery', 'Kakaós csiga', 'Cocoa swirl', 'db', [1], 0, { ksh: 13305, f: 'v', ns: 2 });
t(B, 'bakery', 'Túrós táska', 'Curd cheese pastry', 'db', [1], 349, { f: 'v', ns: 2 });
t(B, 'bakery', 'Pogácsa', 'Scones', 'kg', [0.25], 3600, { v: '^sajtos|^cheese|1;^tepertős|^crackling|1.1|-v;^burgonyás|^potato|0.95', f: 'v', ns: 2 });
t(B, 'bakery', 'Croissant', 'Croissant', 'db', [1, 4], 199, { v: '^vajas|^butter|1;^csokoládés|^chocolate|1.2;^lekváros|^jam-filled|1.1', f: 'v', ns: 2 });
t(B, 'bakery', 'Fonott kalács', 'Braided milk loaf', 'kg', [0.4], 2200, { f: 'v', ns: 2 });
t(B, 'bakery', 'Toastkenyér', 'Toast bread', 'kg', [0.5], 1400, { v: '^fehér|^white|1;^teljes kiőrlésű|^wholemeal|1.15;^szendvics|^sandwich|1.05;^vajas|^butter|1.2|-n', f: 'n', ns: 3 });
t(B, 'bakery', 'Hamburgerzsemle', 'Burger buns', 'db', [4, 6], 110, { v: '^szezámmagos|^sesame|1;^briós|^brioche|1.3|-n', f: 'n', ns: 3 });
t(B, 'bakery', 'Hot dog kifli', 'Hot dog rolls', 'db', [5], 95, { f: 'n', ns: 3 });
t(B, 'bakery', 'Bagett', 'Baguette', 'db', [1], 299, { v: '^francia|^French|1;^rozsos|^rye|1.15;^fokhagymás|^garlic|1.3|-n', f: 'nl', ns: 3 });
t(B, 'bakery', 'Kétszersült', 'Rusks', 'kg', [0.2], 1900, { v: '^natúr|^plain|1;^teljes kiőrlésű|^wholemeal|1.1', f: 'v', ns: 3 });
t(B, 'bakery', 'Puffasztott rizsszelet', 'Rice cakes', 'kg', [0.1], 4000, { v: '^natúr|^plain|1;^tönkölyös|^spelt|1.1;^étcsokoládés|^dark chocolate|1.4', f: 'nl', ns: 4, bio: true });
t(B, 'bakery', 'Zsemlemorzsa', 'Breadcrumbs', 'kg', [0.5], 1000, { f: 'nl', ns: 3 });
t(B, 'bakery', 'Tortilla lap', 'Tortilla wraps', 'db', [6], 120, { v: '^búza|^wheat|1;^teljes kiőrlésű|^wholemeal|1.1', f: 'nl', ns: 3 });
t(B, 'bakery', 'Muffin', 'Muffin', 'db', [1, 4], 349, { v: '^csokoládés|^chocolate|1;^áfonyás|^blueberry|1.05;^vaníliás|^vanilla|0.95', f: 'v', ns: 1 });
t(B, 'bakery', 'Bejgli', 'Festive roll', 'kg', [0.4], 4500, { v: '^mákos|^poppy seed|1;^diós|^walnut|1.1', f: 'v', ns: 2 });
t(B, 'bakery', 'Rétes', 'Strudel', 'db', [1], 399, { v: '^almás|^apple|1;^túrós|^curd cheese|1.05;^meggyes|^sour cherry|1.05;^mákos|^poppy seed|1.05', f: 'v', ns: 2 });
t(B, 'bakery', 'Pizzatészta', 'Pizza dough', 'kg', [0.4], 1600, { f: 'nl', ns: 3 });
t(B, 'bakery', 'Leveles tészta', 'Puff pastry', 'kg', [0.275], 2900, { f: 'v', ns: 2 });

// ---- Pantry staples ----
const S = 'staple-food';
t(S, 'pantry', 'Napraforgó-étolaj', 'Sunflower oil', 'l', [1, 3], 0, { ksh: 12301, f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Extra szűz olívaolaj', 'Extra virgin olive oil', 'l', [0.5, 1], 6000, { f: 'nl', ns: 4, bio: true });
t(S, 'pantry', 'Repceolaj', 'Rapeseed oil', 'l', [1], 1100, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Sertészsír', 'Lard', 'kg', [0.45, 1], 0, { ksh: 12101, kshPer: 0.45, f: 'l', ns: 1 });
t(S, 'pantry', 'Finomliszt BL 55', 'Plain flour BL 55', 'kg', [1, 2], 0, { ksh: 13002, f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Rétesliszt', 'Strudel flour', 'kg', [1], 0, { ksh: 13003, f: 'nl', ns: 3 });
t(S, 'pantry', 'Teljes kiőrlésű búzaliszt', 'Wholemeal flour', 'kg', [1], 650, { f: 'nl', ns: 4, bio: true });
t(S, 'pantry', 'Tönkölyliszt', 'Spelt flour', 'kg', [1], 1100, { f: 'nl', ns: 4, bio: true });
t(S, 'pantry', 'Rizs', 'Rice', 'kg', [1, 0.5], 0, { ksh: 13101, v: '^hosszú szemű|^long grain|1;=Jázminrizs|=Jasmine rice|1.8;=Basmati rizs|=Basmati rice|2;^barna|^brown|1.5;^gömbölyű szemű|^round grain|1', f: 'nl', ns: 4, bio: true });
t(S, 'pantry', 'Négytojásos', '4-egg', 'kg', [0.5, 0.25], 0, { ksh: 13404, kshPer: 0.45, v: 'spagetti|spaghetti|1;szélesmetélt|tagliatelle|1;cérnametélt|vermicelli|1;orsó|fusilli|1;kagyló|shells|1;csiga|snails|1;tarhonya|egg barley|1.05;nagykocka|square noodles|1', f: 'vl', ns: 3 });
t(S, 'pantry', 'Durum', 'Durum', 'kg', [0.5, 1], 1400, { v: 'spagetti|spaghetti|1;penne|penne|1;fusilli|fusilli|1;farfalle|farfalle|1.05;lasagne lap|lasagne sheets|1.2', f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Kristálycukor', 'Granulated sugar', 'kg', [1], 0, { ksh: 13501, f: 'nl', ns: 1, bio: true });
t(S, 'pantry', 'Porcukor', 'Icing sugar', 'kg', [0.5], 900, { f: 'nl', ns: 1 });
t(S, 'pantry', 'Nádcukor', 'Cane sugar', 'kg', [0.5], 1500, { f: 'nl', ns: 1, bio: true });
t(S, 'pantry', 'Kakaópor', 'Cocoa powder', 'kg', [0.1, 0.25], 0, { ksh: 13601, f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Akácméz', 'Acacia honey', 'kg', [0.5, 1], 0, { ksh: 13910, f: 'vl', ns: 2 });
t(S, 'pantry', 'Virágméz', 'Wildflower honey', 'kg', [0.5, 1], 3800, { f: 'vl', ns: 2, bio: true });
t(S, 'pantry', 'Csemegekukorica-konzerv', 'Canned sweetcorn', 'kg', [0.34], 0, { ksh: 14425, kshPer: 0.34, f: 'nl', ns: 4 });
t(S, 'pantry', 'Lekvár', 'Jam', 'kg', [0.45], 0, { ksh: 14508, v: '=Sárgabaracklekvár|=Apricot jam|1;=Eperlekvár|=Strawberry jam|1;=Szilvalekvár|=Plum jam|0.95;=Erdei gyümölcsös lekvár|=Forest fruit jam|1.1;=Meggylekvár|=Sour cherry jam|1', f: 'nl', ns: 2, bio: true });
t(S, 'pantry', 'Szárazbab', 'Dried beans', 'kg', [0.5], 0, { ksh: 14601, v: '^fehér|^white|1;^tarka|^pinto|1.05', f: 'nl', ns: 5, bio: true });
t(S, 'pantry', 'Lencse', 'Lentils', 'kg', [0.5], 1300, { v: '^barna|^brown|1;^vörös|^red|1.15', f: 'nl', ns: 5, bio: true });
t(S, 'pantry', 'Sárgaborsó', 'Split peas', 'kg', [0.5], 900, { f: 'nl', ns: 5 });
t(S, 'pantry', 'Csicseriborsó', 'Chickpeas', 'kg', [0.5], 1400, { f: 'nl', ns: 5, bio: true });
t(S, 'pantry', 'Őrölt fekete bors', 'Ground black pepper', 'kg', [0.02, 0.05], 0, { ksh: 15201, kshPer: 0.0205, f: 'nl', ns: 3 });
t(S, 'pantry', 'Fűszerpaprika-őrlemény', 'Ground paprika', 'kg', [0.1], 0, { ksh: 15202, v: 'csemege|sweet|1;csípős|hot|1.05;édesnemes|noble sweet|1.05;füstölt|smoked|1.2', f: 'nl', ns: 3 });
t(S, 'pantry', 'Étkezési só', 'Table salt', 'kg', [1], 0, { ksh: 15204, f: 'nl', ns: 2 });
t(S, 'pantry', 'Tengeri só', 'Sea salt', 'kg', [0.5], 900, { f: 'nl', ns: 2 });
t(S, 'pantry', 'Majonéz', 'Mayonnaise', 'kg', [0.4], 2200, { f: 'vl', ns: 1 });
t(S, 'pantry', 'Mustár', 'Mustard', 'kg', [0.3], 1200, { v: '=Csemegemustár|=Mild mustard|1;=Dijoni mustár|=Dijon mustard|1.6;=Mézes mustár|=Honey mustard|1.3|-n', f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Ketchup', 'Ketchup', 'kg', [0.5], 1600, { v: 'csemege|mild|1;csípős|hot|1.05', f: 'nl', ns: 2, bio: true });
t(S, 'pantry', 'Sűrített paradicsom', 'Tomato paste', 'kg', [0.07, 0.14], 3000, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Passata', 'Passata', 'kg', [0.5], 1100, { f: 'nl', ns: 4, bio: true });
t(S, 'pantry', 'Hámozott paradicsom-konzerv', 'Canned peeled tomatoes', 'kg', [0.4], 1100, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Vörösbabkonzerv', 'Canned kidney beans', 'kg', [0.4], 1000, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Zöldborsókonzerv', 'Canned peas', 'kg', [0.4], 1100, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Zabpehely', 'Rolled oats', 'kg', [0.5, 1], 900, { v: '^finomszemű|^fine|1;^nagyszemű|^jumbo|1.05', f: 'nl', ns: 5, bio: true });
t(S, 'pantry', 'Müzli', 'Muesli', 'kg', [0.5], 2000, { v: '^gyümölcsös|^fruit|1;^csokoládés|^chocolate|1.1;^ropogós|^crunchy|1.1;^cukormentes|^no added sugar|1.15', f: 'n', ns: 4, bio: true });
t(S, 'pantry', 'Kukoricapehely', 'Cornflakes', 'kg', [0.5], 1800, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Gabonapehely', 'Breakfast cereal', 'kg', [0.375], 2800, { v: '^kakaós|^cocoa|1;^mézes|^honey|1;^fahéjas|^cinnamon|1', f: 'v', ns: 2 });
t(S, 'pantry', 'Búzadara', 'Semolina', 'kg', [0.5], 700, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Kukoricadara', 'Polenta', 'kg', [0.5], 900, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Sütőpor', 'Baking powder', 'kg', [0.012], 8000, { f: 'nl', ns: 2 });
t(S, 'pantry', 'Vaníliás cukor', 'Vanilla sugar', 'kg', [0.008], 9000, { f: 'nl', ns: 1 });
t(S, 'pantry', 'Friss élesztő', 'Fresh yeast', 'kg', [0.042], 3500, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Pudingpor', 'Custard powder', 'kg', [0.04], 3750, { v: '^vaníliás|^vanilla|1;^csokoládés|^chocolate|1.05;^epres|^strawberry|1', f: 'nl', ns: 2, bio: true });
t(S, 'pantry', 'Ételecet 10%', 'Spirit vinegar 10%', 'l', [1], 350, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Almaecet', 'Apple cider vinegar', 'l', [0.5], 1400, { f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Balzsamecet', 'Balsamic vinegar', 'l', [0.5], 2800, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Leveskocka', 'Stock cubes', 'kg', [0.06], 8000, { v: '=Tyúkhúsleves-kocka|=Chicken stock cubes|1|-v-n;=Marhahúsleves-kocka|=Beef stock cubes|1|-v-n;=Zöldségleves-kocka|=Vegetable stock cubes|1', f: 'nl', ns: 1 });
t(S, 'pantry', 'Kókusztej', 'Coconut milk', 'l', [0.4], 2200, { f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Szójaszósz', 'Soy sauce', 'l', [0.15], 5000, { f: 'nl', ns: 2 });
t(S, 'pantry', 'Pesto', 'Pesto', 'kg', [0.19], 9000, { v: '^bazsalikomos|^basil|1|-l;^paradicsomos|^tomato|1|-l', f: 'v', ns: 2 });
t(S, 'pantry', 'Tésztaszósz', 'Pasta sauce', 'kg', [0.4], 2500, { v: '^bolognai|^bolognese|1|-v-n;^paradicsomos-bazsalikomos|^tomato and basil|1;^arrabbiata|^arrabbiata|1.05', f: 'nl', ns: 3 });
t(S, 'pantry', 'Csemegeuborka', 'Pickled gherkins', 'kg', [0.68], 1500, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Savanyú káposzta', 'Sauerkraut', 'kg', [0.5], 900, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Ecetes almapaprika', 'Pickled cherry peppers', 'kg', [0.68], 1700, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Gesztenyepüré', 'Chestnut purée', 'kg', [0.2], 4000, { f: 'nl', ns: 2 });
t(S, 'pantry', 'Instant leves', 'Instant soup', 'kg', [0.06], 5000, { v: '^csirke ízű|^chicken-flavour|1|-v-n;=Instant gombakrémleves|=Instant cream of mushroom soup|1|-n-l;=Instant paradicsomleves|=Instant tomato soup|1', f: 'nl', ns: 1 });

// ---- Sweets, snacks and deli ----
const P = 'special';
t(P, 'sweets', 'Mogyorós tejcsokoládé', 'Hazelnut milk chocolate', 'kg', [0.1, 0.25], 0, { ksh: 13617, kshPer: 0.09, f: 'v', ns: 1 });
t(P, 'sweets', 'Tejcsokoládé', 'Milk chocolate', 'kg', [0.1], 5500, { v: '^natúr|^plain|1;^epres-joghurtos|^strawberry yoghurt|1;^kekszes|^biscuit|1;^mandulás|^almond|1.1;^karamellás|^caramel|1', f: 'v', ns: 1, bio: true });
t(P, 'sweets', 'Étcsokoládé', 'Dark chocolate', 'kg', [0.1], 6500, { v: '70%|70%|1;85%|85%|1.1;^narancsos|^orange|1.05', f: 'nl', ns: 2, bio: true });
t(P, 'sweets', 'Fehér csokoládé', 'White chocolate', 'kg', [0.1], 5500, { f: 'v', ns: 1 });
t(P, 'sweets', 'Háztartási keksz', 'Household biscuits', 'kg', [0.2, 1], 0, { ksh: 13801, kshPer: 0.9, f: 'n', ns: 2 });
t(P, 'pantry', 'Dióbél', 'Walnut kernels', 'kg', [0.1, 0.2], 0, { ksh: 14701, f: 'nl', ns: 4, bio: true });
t(P, 'pantry', 'Mandula', 'Almonds', 'kg', [0.1, 0.2], 7000, { v: '^natúr|^natural|1;^pörkölt sós|^roasted salted|1.05', f: 'nl', ns: 4, bio: true });
t(P, 'pantry', 'Földimogyoró', 'Peanuts', 'kg', [0.15, 0.5], 3000, { v: '^pörkölt sós|^roasted salted|1;^natúr|^unsalted|0.95', f: 'nl', ns: 3 });
t(P, 'pantry', 'Kesudió', 'Cashews', 'kg', [0.1], 9000, { f: 'nl', ns: 4, bio: true });
t(P, 'pantry', 'Pisztácia', 'Pistachios', 'kg', [0.15], 12000, { f: 'nl', ns: 4 });
t(P, 'pantry', 'Napraforgómag', 'Sunflower seeds', 'kg', [0.2], 2200, { v: '^hántolt|^shelled|1;^pörkölt sós|^roasted salted|0.9', f: 'nl', ns: 4 });
t(P, 'pantry', 'Aszalt szilva', 'Prunes', 'kg', [0.2], 3500, { f: 'nl', ns: 4, bio: true });
t(P, 'pantry', 'Mazsola', 'Raisins', 'kg', [0.2], 2500, { f: 'nl', ns: 3, bio: true });
t(P, 'pantry', 'Aszalt sárgabarack', 'Dried apricots', 'kg', [0.2], 5000, { f: 'nl', ns: 4 });
t(P, 'sweets', 'Burgonyachips', 'Potato crisps', 'kg', [0.07, 0.14], 4000, { v: '^sós|^salted|1;^paprikás|^paprika|1;^hagymás-tejfölös|^sour cream and onion|1|-n-l;^sajtos|^cheese|1|-n-l', f: 'nl', ns: 1, bio: true });
t(P, 'sweets', 'Sós pálcika', 'Salted sticks', 'kg', [0.2], 2000, { f: 'nl', ns: 1 });
t(P, 'sweets', 'Mikrós popcorn', 'Microwave popcorn', 'kg', [0.1, 0.3], 2500, { v: '^sós|^salted|1;^vajas|^butter|1.05|-n-l', f: 'nl', ns: 2 });
t(P, 'sweets', 'Tortilla chips', 'Tortilla chips', 'kg', [0.2], 3500, { v: '^sós|^salted|1;^chilis|^chilli|1', f: 'nl', ns: 1 });
t(P, 'sweets', 'Sós perec', 'Pretzels', 'kg', [0.15], 2500, { f: 'nl', ns: 1 });
t(P, 'sweets', 'Gumicukor', 'Gummy sweets', 'kg', [0.1, 0.2], 3000, { v: '^gyümölcsös|^fruit|1;^savanyú|^sour|1', f: 'l', ns: 1 });
t(P, 'sweets', 'Nápolyi', 'Wafers', 'kg', [0.2], 2500, { v: '^citromos|^lemon|1;^kakaós|^cocoa|1;^mogyorós|^hazelnut|1.1', f: 'v', ns: 1 });
t(P, 'sweets', 'Müzliszelet', 'Cereal bar', 'db', [1, 6], 149, { v: '^gyümölcsös|^fruit|1;^csokoládés|^chocolate|1.05;^fehérjés|^protein|2', f: 'v', ns: 2, bio: true });
t(P, 'sweets', 'Kakaós ostyaszelet', 'Chocolate wafer bar', 'db', [1], 129, { f: 'v', ns: 1 });
t(P, 'sweets', 'Desszertválogatás', 'Chocolate assortment', 'kg', [0.2], 9000, { f: 'v', ns: 1 });
t(P, 'sweets', 'Kakaós mogyorókrém', 'Chocolate hazelnut spread', 'kg', [0.4], 3500, { f: 'v', ns: 1, bio: true });
t(P, 'sweets', 'Mogyoróvaj', 'Peanut butter', 'kg', [0.35], 3800, { v: '^krémes|^smooth|1;^ropogós|^crunchy|1', f: 'nl', ns: 3, bio: true });
t(P, 'sweets', 'Babapiskóta', 'Sponge fingers', 'kg', [0.2], 2500, { f: 'vl', ns: 2 });
t(P, 'sweets', 'Zabkeksz', 'Oat biscuits', 'kg', [0.2], 2500, { v: '^natúr|^plain|1;^csokoládés|^chocolate|1.1', f: 'v', ns: 2, bio: true });
t(P, 'sweets', 'Omlós keksz', 'Shortbread biscuits', 'kg', [0.2], 3000, { f: 'v', ns: 1 });
t(P, 'sweets', 'Rágógumi', 'Chewing gum', 'db', [1], 249, { v: '^mentás|^mint|1;^gyümölcsös|^fruit|1', f: 'nl', ns: 1 });
t(P, 'sweets', 'Keménycukorka', 'Boiled sweets', 'kg', [0.1], 2500, { v: '^mentolos|^menthol|1;^gyümölcsös|^fruit|1', f: 'nl', ns: 1 });
t(P, 'pantry', 'Hummusz', 'Hummus', 'kg', [0.2], 4500, { v: '^natúr|^classic|1;^paprikás|^red pepper|1.05', f: 'nl', ns: 4, bio: true });
t(P, 'pantry', 'Olívabogyó', 'Olives', 'kg', [0.35], 3500, { v: '^zöld|^green|1;^fekete|^black|1.05;^töltött|^stuffed|1.2', f: 'nl', ns: 3 });
t(P, 'pantry', 'Tofu', 'Tofu', 'kg', [0.2], 4000, { v: '^natúr|^plain|1;^füstölt|^smoked|1.1', f: 'nl', ns: 4, bio: true });
t(P, 'pantry', 'Vegán virsli', 'Vegan sausages', 'kg', [0.2], 5000, { f: 'nl', ns: 3 });
t(P, 'pantry', 'Növényi fasírtkorong', 'Plant-based burger patties', 'kg', [0.2], 5500, { f: 'nl', ns: 3 });

// ---- Frozen ----
const F = 'frozen-food';
t(F, 'frozen', 'Jégkrém', 'Ice cream', 'l', [1, 2], 0, { ksh: 13711, v: '^vaníliás|^vanilla|1;^csokoládés|^chocolate|1;^epres|^strawberry|1;^puncs|^rum punch|1;^stracciatella|^stracciatella|1.05', f: 'v', ns: 1, bio: true });
t(F, 'frozen', 'Pálcikás jégkrém', 'Ice lolly', 'db', [1, 4], 299, { v: '^vaníliás-csokoládés|^chocolate-coated vanilla|1;^gyümölcsös|^fruit|0.8|+n+l', f: 'v', ns: 1 });
t(F, 'frozen', 'Gyorsfagyasztott zöldborsó', 'Frozen peas', 'kg', [0.45, 1], 0, { ksh: 14401, f: 'nl', ns: 5 });
t(F, 'frozen', 'Hasábburgonya', 'Frozen chips', 'kg', [0.75, 1], 0, { ksh: 15101, kshPer: 0.9, v: '^hagyományos|^classic|1;=Fagyasztott steakburgonya|=Frozen steak-cut chips|1.1;^sütőben süthető|^oven-ready|1.1', f: 'nl', ns: 3 });
t(F, 'frozen', 'Fagyasztott zöldségkeverék', 'Frozen mixed vegetables', 'kg', [0.45], 1800, { v: '^mexikói|^Mexican|1;=Fagyasztott leveszöldség|=Frozen soup vegetables|0.95;^brokkolis|^broccoli|1.05;^wok|^stir-fry|1.1', f: 'nl', ns: 5, bio: true });
t(F, 'frozen', 'Fagyasztott vágott spenót', 'Frozen chopped spinach', 'kg', [0.45], 1500, { f: 'nl', ns: 5 });
t(F, 'frozen', 'Fagyasztott brokkoli', 'Frozen broccoli', 'kg', [0.45], 1600, { f: 'nl', ns: 5, bio: true });
t(F, 'frozen', 'Fagyasztott karfiol', 'Frozen cauliflower', 'kg', [0.45], 1400, { f: 'nl', ns: 5 });
t(F, 'frozen', 'Fagyasztott csemegekukorica', 'Frozen sweetcorn', 'kg', [0.45], 1400, { f: 'nl', ns: 5 });
t(F, 'frozen', 'Fagyasztott erdei gyümölcs', 'Frozen forest fruits', 'kg', [0.3], 4000, { f: 'nl', ns: 5, bio: true });
t(F, 'frozen', 'Fagyasztott pizza', 'Frozen pizza', 'kg', [0.35], 3000, { v: '^margarita|^margherita|1|-n-l;^szalámis|^salami|1.05|-v-n-l;^sonkás-gombás|^ham and mushroom|1.05|-v-n-l;^négysajtos|^four cheese|1.1|-n-l;^hawaii|^Hawaiian|1.05|-v-n-l;^tonhalas|^tuna|1.1|-v-n-l', f: 'v', ns: 2 });
t(F, 'frozen', 'Halrudacska', 'Fish fingers', 'kg', [0.3, 0.45], 4000, { f: 'l', ns: 3 });
t(F, 'frozen', 'Fagyasztott pangasiusfilé', 'Frozen pangasius fillet', 'kg', [1], 3000, { f: 'l', ns: 4 });
t(F, 'frozen', 'Fagyasztott tőkehalfilé', 'Frozen cod fillet', 'kg', [0.4], 6000, { f: 'l', ns: 4 });
t(F, 'frozen', 'Fagyasztott garnélarák', 'Frozen prawns', 'kg', [0.2], 10000, { f: 'l', ns: 4 });
t(F, 'frozen', 'Rántott csirkefalatok', 'Breaded chicken nuggets', 'kg', [0.5], 3400, { f: '', ns: 2 });
t(F, 'frozen', 'Fagyasztott lasagne', 'Frozen lasagne', 'kg', [0.4], 3000, { v: '^bolognai|^bolognese|1;^spenótos|^spinach|1|+v', f: '', ns: 2 });
t(F, 'frozen', 'Szilvásgombóc', 'Plum dumplings', 'kg', [0.6], 2300, { f: 'v', ns: 2 });
t(F, 'frozen', 'Túrógombóc', 'Curd cheese dumplings', 'kg', [0.6], 2600, { f: 'v', ns: 2 });
t(F, 'frozen', 'Fagyasztott rétes', 'Frozen strudel', 'kg', [0.6], 2900, { v: '^almás|^apple|1;^túrós|^curd cheese|1.05;^meggyes-mákos|^sour cherry and poppy seed|1.05', f: 'v', ns: 2 });

// ---- Meat and fish ----
const M = 'meat-fish';
t(M, 'meat', 'Sertés rövidkaraj', 'Pork loin', 'kg', [0.5, 1], 0, { ksh: 10001, f: 'l', ns: 3 });
t(M, 'meat', 'Sertéscomb', 'Pork leg', 'kg', [0.5, 1], 0, { ksh: 10003, f: 'l', ns: 3 });
t(M, 'meat', 'Sertéstarja', 'Pork neck', 'kg', [1], 2900, { v: '^csont nélküli|^boneless|1;^szeletelt|^sliced|1.05', f: 'l', ns: 3 });
t(M, 'meat', 'Sertésoldalas', 'Pork ribs', 'kg', [1], 2400, { f: 'l', ns: 2 });
t(M, 'meat', 'Darált sertéshús', 'Minced pork', 'kg', [0.5], 2400, { f: 'l', ns: 3 });
t(M, 'meat', 'Sertéscsülök', 'Pork knuckle', 'kg', [1], 1600, { v: '^első|^front|1;^hátsó|^hind|1.1;^füstölt|^smoked|1.4', f: 'l', ns: 2 });
t(M, 'meat', 'Marharostélyos', 'Beef rib steak', 'kg', [0.5, 1], 0, { ksh: 10103, f: 'l', ns: 3 });
t(M, 'meat', 'Darált marhahús', 'Minced beef', 'kg', [0.5], 4500, { f: 'l', ns: 3, bio: true });
t(M, 'meat', 'Marhalábszár', 'Beef shin', 'kg', [1], 4200, { f: 'l', ns: 3 });
t(M, 'meat', 'Egész csirke', 'Whole chicken', 'kg', [1.5], 0, { ksh: 10401, f: 'l', ns: 4 });
t(M, 'meat', 'Csirkecomb', 'Chicken leg', 'kg', [1, 0.5], 0, { ksh: 10405, v: '^egész|^whole|1;=Csirke felsőcomb-filé|=Chicken thigh fillet|1.7;=Csirke alsócomb|=Chicken drumsticks|1.05', f: 'l', ns: 4, bio: true });
t(M, 'meat', 'Csirkeszárny', 'Chicken wings', 'kg', [1], 0, { ksh: 10407, f: 'l', ns: 3 });
t(M, 'meat', 'Csirkemellfilé', 'Chicken breast fillet', 'kg', [0.5, 1], 0, { ksh: 10409, f: 'l', ns: 5, bio: true });
t(M, 'meat', 'Pulykamellfilé', 'Turkey breast fillet', 'kg', [0.5], 0, { ksh: 10408, f: 'l', ns: 5 });
t(M, 'meat', 'Darált pulykahús', 'Minced turkey', 'kg', [0.5], 2800, { f: 'l', ns: 4 });
t(M, 'meat', 'Csirkemáj', 'Chicken liver', 'kg', [0.5], 1200, { f: 'l', ns: 4 });
t(M, 'meat', 'Szárazkolbász', 'Dry sausage', 'kg', [0.2], 0, { ksh: 10501, v: '^csemege|^mild|1;^csípős|^hot|1', f: 'l', ns: 1 });
t(M, 'meat', 'Téliszalámi', 'Winter salami', 'kg', [0.1, 0.5], 0, { ksh: 10502, v: '^szeletelt|^sliced|1.1;rúdban|^whole|1', f: 'l', ns: 1 });
t(M, 'meat', 'Pulykamell-sonka', 'Turkey breast ham', 'kg', [0.1, 0.2], 0, { ksh: 10506, f: 'l', ns: 3 });
t(M, 'meat', 'Párizsi', 'Parisian bologna', 'kg', [0.2, 0.5], 0, { ksh: 10601, f: 'l', ns: 1 });
t(M, 'meat', 'Virsli', 'Frankfurters', 'kg', [0.2, 0.4], 0, { ksh: 10602, v: '^sertés|^pork|1;^baromfi|^poultry|0.9;^sajtos|^cheese|1.1|-l', f: 'l', ns: 1 });
t(M, 'meat', 'Olasz felvágott', 'Italian cold cut', 'kg', [0.2], 0, { ksh: 10603, f: 'l', ns: 1 });
t(M, 'meat', 'Füstölt csemegeszalonna', 'Smoked bacon', 'kg', [0.3], 0, { ksh: 12201, f: 'l', ns: 1 });
t(M, 'meat', 'Ponty', 'Carp', 'kg', [1], 0, { ksh: 10801, v: '^szeletelt|^steaks|1;=Pontyfilé|=Carp fillet|1.25', f: 'l', ns: 4 });
t(M, 'meat', 'Lazacfilé', 'Salmon fillet', 'kg', [0.25, 1], 9000, { v: '^friss|^fresh|1;^füstölt|^smoked|1.3', f: 'l', ns: 4 });
t(M, 'meat', 'Tonhalkonzerv', 'Canned tuna', 'kg', [0.16], 6000, { v: 'saját lében|in brine|1;olajban|in oil|1.05', f: 'l', ns: 4 });
t(M, 'meat', 'Szardínia olajban', 'Sardines in oil', 'kg', [0.125], 4000, { f: 'l', ns: 4 });
t(M, 'meat', 'Májkrém', 'Liver pâté', 'kg', [0.1, 0.2], 2500, { f: 'l', ns: 2 });
t(M, 'meat', 'Főtt-füstölt tarja', 'Smoked cooked pork neck', 'kg', [0.1], 5000, { f: 'l', ns: 2 });
t(M, 'meat', 'Sertéssonka', 'Pork ham', 'kg', [0.1, 0.2], 3800, { v: '^szeletelt|^sliced|1;^prágai|^Prague|1.2', f: 'l', ns: 2 });
t(M, 'meat', 'Májas hurka', 'Liver sausage', 'kg', [1], 2200, { f: 'l', ns: 2 });
t(M, 'meat', 'Grillkolbász', 'Grill sausages', 'kg', [0.4], 3200, { f: 'l', ns: 1 });
t(M, 'meat', 'Debreceni páros', 'Debrecen sausage', 'kg', [0.5], 3000, { f: 'l', ns: 1 });
t(M, 'meat', 'Csirkemell-sonka', 'Chicken breast ham', 'kg', [0.1], 3500, { f: 'l', ns: 3 });

// ---- Dairy and eggs ----
const D = 'diary';
t(D, 'dairy', 'Tojás', 'Eggs', 'db', [10, 6], 0, { ksh: 11001, kshPer: 10, v: '^M-es|^size M|1;^L-es|^size L|1.12;^szabadtartású|^free-range|1.35', f: 'v', ns: 4, bio: true });
t(D, 'dairy', 'ESL tej 2,8%', 'ESL milk 2.8%', 'l', [1], 0, { ksh: 11101, f: 'v', ns: 4 });
t(D, 'dairy', 'ESL tej 1,5%', 'ESL milk 1.5%', 'l', [1], 0, { ksh: 11103, f: 'v', ns: 4 });
t(D, 'dairy', 'Friss tej 3,5%', 'Fresh milk 3.5%', 'l', [1], 450, { f: 'v', ns: 4, bio: true });
t(D, 'dairy', 'UHT tej 2,8%', 'UHT milk 2.8%', 'l', [1], 0, { ksh: 11104, f: 'v', ns: 4 });
t(D, 'dairy', 'UHT tej 1,5%', 'UHT milk 1.5%', 'l', [1], 0, { ksh: 11104, f: 'v', ns: 4 });
t(D, 'dairy', 'Laktózmentes UHT tej 1,5%', 'Lactose-free UHT milk 1.5%', 'l', [1], 620, { f: 'vl', ns: 4 });
t(D, 'dairy', 'Kakaós tej', 'Chocolate milk', 'l', [0.5, 1], 700, { f: 'v', ns: 2 });
t(D, 'dairy', 'Trappista sajt', 'Trappist cheese', 'kg', [0.25, 0.5], 0, { ksh: 11209, v: 'tömb|block|1;szeletelt|^sliced|1.2', f: 'v', ns: 3, bio: true });
t(D, 'dairy', 'Gouda sajt', 'Gouda cheese', 'kg', [0.25], 4000, { v: 'tömb|block|1;szeletelt|^sliced|1.15', f: 'v', ns: 3 });
t(D, 'dairy', 'Edami sajt', 'Edam cheese', 'kg', [0.25], 3900, { v: 'tömb|block|1;szeletelt|^sliced|1.15', f: 'v', ns: 3 });
t(D, 'dairy', 'Mozzarella', 'Mozzarella', 'kg', [0.125], 4400, { f: 'v', ns: 3, bio: true });
t(D, 'dairy', 'Parmezán', 'Parmesan', 'kg', [0.1], 9000, { v: '^darabos|^wedge|1;^reszelt|^grated|1.1', f: 'l', ns: 3 });
t(D, 'dairy', 'Feta sajt', 'Feta cheese', 'kg', [0.2], 4500, { f: 'v', ns: 3 });
t(D, 'dairy', 'Camembert', 'Camembert', 'kg', [0.12], 5500, { f: 'v', ns: 3 });
t(D, 'dairy', 'Füstölt sajt', 'Smoked cheese', 'kg', [0.1], 4200, { f: 'v', ns: 3 });
t(D, 'dairy', 'Ömlesztett sajt', 'Processed cheese', 'kg', [0.14], 3200, { v: '^natúr|^plain|1;^sonkás|^ham|1|-v;^gombás|^mushroom|1', f: 'v', ns: 2 });
t(D, 'dairy', 'Laktózmentes trappista sajt', 'Lactose-free Trappist cheese', 'kg', [0.25], 4400, { f: 'vl', ns: 3 });
t(D, 'dairy', 'Tejföl 20%', 'Sour cream 20%', 'kg', [0.33, 0.8], 0, { ksh: 11301, f: 'v', ns: 3, bio: true });
t(D, 'dairy', 'Tejföl 12%', 'Sour cream 12%', 'kg', [0.4], 0, { ksh: 11311, kshPer: 0.375, f: 'v', ns: 3 });
t(D, 'dairy', 'Gyümölcsjoghurt', 'Fruit yoghurt', 'kg', [0.15, 0.4], 0, { ksh: 11306, kshPer: 0.1375, v: '^epres|^strawberry|1;^őszibarackos|^peach|1;^erdei gyümölcsös|^forest fruit|1;^meggyes|^sour cherry|1;^vaníliás|^vanilla|1', f: 'v', ns: 2, bio: true });
t(D, 'dairy', 'Natúr joghurt', 'Plain yoghurt', 'kg', [0.15, 0.4], 1260, { f: 'v', ns: 4, bio: true });
t(D, 'dairy', 'Görög joghurt', 'Greek yoghurt', 'kg', [0.15, 0.4], 1900, { v: '^natúr|^plain|1;^mézes|^honey|1.05', f: 'v', ns: 4, bio: true });
t(D, 'dairy', 'Laktózmentes joghurt', 'Lactose-free yoghurt', 'kg', [0.15], 1700, { v: '^natúr|^plain|1;^epres|^strawberry|1', f: 'vl', ns: 3 });
t(D, 'dairy', 'Kefir', 'Kefir', 'kg', [0.45], 900, { f: 'v', ns: 4, bio: true });
t(D, 'dairy', 'Főzőtejszín 20%', 'Cooking cream 20%', 'l', [0.2, 0.5], 1800, { f: 'v', ns: 2, bio: true });
t(D, 'dairy', 'Habtejszín 30%', 'Whipping cream 30%', 'l', [0.2, 0.5], 2400, { f: 'v', ns: 2, bio: true });
t(D, 'dairy', 'Tehéntúró', 'Curd cheese (túró)', 'kg', [0.25, 0.5], 2800, { v: '^félzsíros|^semi-fat|1;^zsírszegény|^low-fat|1', f: 'v', ns: 4, bio: true });
t(D, 'dairy', 'Túrórudi', 'Chocolate-coated curd bar', 'db', [1, 4], 159, { v: '^natúr|^plain|1;^epres|^strawberry|1.05', f: 'v', ns: 2 });
t(D, 'dairy', 'Vaj', 'Butter', 'kg', [0.1, 0.25], 0, { ksh: 12001, kshPer: 0.1125, v: '82%|82%|1;^sós|^salted|1.05', f: 'v', ns: 2, bio: true });
t(D, 'dairy', 'Margarin', 'Margarine', 'kg', [0.25, 0.5], 0, { ksh: 12402, kshPer: 0.225, f: 'v', ns: 2 });
t(D, 'dairy', 'Körözött', 'Paprika cheese spread', 'kg', [0.2], 3000, { f: 'v', ns: 3 });
t(D, 'dairy', 'Krémsajt', 'Cream cheese', 'kg', [0.2], 3500, { v: '^natúr|^plain|1;^fűszeres|^herb|1', f: 'v', ns: 3 });
t(D, 'dairy', 'Tejberizs', 'Rice pudding', 'kg', [0.2], 1500, { v: '^natúr|^plain|1;^fahéjas|^cinnamon|1', f: 'v', ns: 2 });
t(D, 'dairy', 'Zabital', 'Oat drink', 'l', [1], 900, { v: '^natúr|^original|1;^barista|^barista|1.2', f: 'nl', ns: 4, bio: true });
t(D, 'dairy', 'Szójaital', 'Soy drink', 'l', [1], 800, { v: '^natúr|^original|1;^cukormentes|^unsweetened|1', f: 'nl', ns: 4, bio: true });
t(D, 'dairy', 'Mandulaital', 'Almond drink', 'l', [1], 1100, { f: 'nl', ns: 4, bio: true });
t(D, 'dairy', 'Rizsital', 'Rice drink', 'l', [1], 900, { f: 'nl', ns: 3, bio: true });
t(D, 'dairy', 'Kókuszos növényi joghurt', 'Coconut yoghurt alternative', 'kg', [0.4], 3000, { f: 'nl', ns: 3 });
t(D, 'dairy', 'Flakonos tejszínhab', 'Aerosol whipped cream', 'l', [0.25], 4000, { f: 'v', ns: 1 });
t(D, 'dairy', 'Mascarpone', 'Mascarpone', 'kg', [0.25], 4000, { f: 'v', ns: 2 });
t(D, 'dairy', 'Ricotta', 'Ricotta', 'kg', [0.25], 3600, { f: 'v', ns: 3 });

// ---- Soft drinks, coffee and tea ----
const N = 'non-alcoholic';
t(N, 'drinks', 'Ásványvíz', 'Mineral water', 'l', [1.5, 0.5], 0, { ksh: 17305, kshPer: 1.5, v: '^szénsavas|^sparkling|1;^szénsavmentes|^still|1;^enyhén szénsavas|^lightly sparkling|1', f: 'nl', ns: 5 });
t(N, 'drinks', 'Kóla', 'Cola', 'l', [2, 1, 0.5], 0, { ksh: 17309, v: '||1;^cukormentes|^zero sugar|1', f: 'nl', ns: 1 });
t(N, 'drinks', 'Narancslé 100%', 'Orange juice 100%', 'l', [1], 0, { ksh: 14310, f: 'nl', ns: 3, bio: true });
t(N, 'drinks', 'Almalé 100%', 'Apple juice 100%', 'l', [1], 700, { v: '^szűrt|^clear|1;^rostos|^cloudy|1.1', f: 'nl', ns: 3, bio: true });
t(N, 'drinks', 'Gyümölcsnektár', 'Fruit nectar', 'l', [1], 600, { v: '=Őszibaracknektár|=Peach nectar|1;=Meggynektár|=Sour cherry nectar|1;=Multivitamin-nektár|=Multivitamin nectar|1;=Sárgabaracknektár|=Apricot nectar|1;=Ananásznektár|=Pineapple nectar|1', f: 'nl', ns: 2 });
t(N, 'drinks', 'Szörp', 'Cordial', 'l', [0.7], 1300, { v: '=Málnaszörp|=Raspberry cordial|1;=Bodzaszörp|=Elderflower cordial|1;=Narancsszörp|=Orange cordial|1', f: 'nl', ns: 1, bio: true });
t(N, 'drinks', 'Szénsavas üdítőital', 'Fizzy soft drink', 'l', [2, 0.5], 300, { v: '^narancs ízű|^orange|1;^citrom ízű|^lemon|1;^gyömbéres|^ginger ale|1.1;=Tonik|=Tonic water|1.15', f: 'nl', ns: 1 });
t(N, 'drinks', 'Jeges tea', 'Iced tea', 'l', [1.5, 0.5], 400, { v: '^citromos|^lemon|1;^őszibarackos|^peach|1;^zöld teás|^green tea|1', f: 'nl', ns: 1 });
t(N, 'drinks', 'Energiaital', 'Energy drink', 'l', [0.25, 0.5], 1800, { v: '^klasszikus|^classic|1;^cukormentes|^sugar-free|1', f: 'nl', ns: 1 });
t(N, 'drinks', 'Őrölt kávé', 'Ground coffee', 'kg', [0.25, 0.5], 0, { ksh: 17011, kshPer: 0.225, v: '^klasszikus|^classic|1;^100% arabica|^100% arabica|1.2;^koffeinmentes|^decaffeinated|1.15', f: 'nl', ns: 3, bio: true });
t(N, 'drinks', 'Szemes kávé', 'Coffee beans', 'kg', [0.5, 1], 7000, { v: '^crema|^crema|1;^espresso|^espresso|1.05', f: 'nl', ns: 3, bio: true });
t(N, 'drinks', 'Kávékapszula', 'Coffee capsules', 'db', [10, 30], 110, { v: '^espresso|^espresso|1;^lungo|^lungo|1;^ristretto|^ristretto|1.05', f: 'nl', ns: 3 });
t(N, 'drinks', 'Instant kávé', 'Instant coffee', 'kg', [0.1, 0.2], 16000, { f: 'nl', ns: 3 });
t(N, 'drinks', '3 az 1-ben kávé', '3-in-1 coffee', 'db', [10, 24], 70, { f: 'v', ns: 1 });
t(N, 'drinks', 'Filteres fekete tea', 'Black tea bags', 'db', [20], 30, { v: '^Earl Grey|^Earl Grey|1;^ceyloni|^Ceylon|1', f: 'nl', ns: 4, bio: true });
t(N, 'drinks', 'Filteres tea', 'Tea bags', 'db', [20], 25, { v: '^erdei gyümölcsös|^forest fruit|1;^csipkebogyós|^rose hip|1;^citromos|^lemon|1;^málnás-epres|^raspberry and strawberry|1;^almás-fahéjas|^apple and cinnamon|1', f: 'nl', ns: 4, bio: true });
t(N, 'drinks', 'Filteres zöld tea', 'Green tea bags', 'db', [20], 35, { f: 'nl', ns: 4, bio: true });
t(N, 'drinks', 'Filteres gyógytea', 'Herbal tea bags', 'db', [20, 25], 25, { v: '=Filteres kamillatea|=Chamomile tea bags|1;=Filteres borsmentatea|=Peppermint tea bags|1;=Filteres citromfűtea|=Lemon balm tea bags|1.05', f: 'nl', ns: 4, bio: true });
t(N, 'drinks', 'Instant kakaóitalpor', 'Instant cocoa drink', 'kg', [0.4], 3000, { f: 'nl', ns: 2 });
t(N, 'drinks', 'Szódavíz', 'Soda water', 'l', [1.5], 120, { f: 'nl', ns: 5 });

// ---- Alcoholic drinks ----
const A = 'alcohol';
t(A, 'alcohol', 'Fehérbor', 'White wine', 'l', [1, 0.75], 0, { ksh: 18001, v: '^száraz|^dry|1;^félszáraz|^medium-dry|1;^félédes|^medium-sweet|1', f: 'nl', ns: 1, bio: true });
t(A, 'alcohol', 'Vörösbor', 'Red wine', 'l', [1, 0.75], 0, { ksh: 18002, v: '^száraz|^dry|1;^félédes|^medium-sweet|1', f: 'nl', ns: 1, bio: true });
t(A, 'alcohol', 'Olaszrizling', 'Welschriesling', 'l', [0.75], 2400, { v: '^száraz|^dry|1;^félszáraz|^medium-dry|1', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Irsai Olivér', 'Irsai Olivér', 'l', [0.75], 2600, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Kékfrankos', 'Kékfrankos', 'l', [0.75], 2800, { v: '^száraz|^dry|1;^rozé|^rosé|0.95', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Egri bikavér', 'Egri Bikavér', 'l', [0.75], 3600, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Tokaji furmint', 'Tokaji Furmint', 'l', [0.75], 4200, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Rozébor', 'Rosé wine', 'l', [0.75], 2600, { v: '^száraz|^dry|1;^félédes|^medium-sweet|1', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Pezsgő', 'Sparkling wine', 'l', [0.75], 0, { ksh: 18007, kshPer: 0.75, v: '^száraz|^brut|1;^félszáraz|^demi-sec|1;^édes|^sweet|1', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Világos sör', 'Lager', 'l', [0.5, 0.33], 0, { ksh: 18101, v: '^dobozos|^canned|1;^üveges|^bottled|1.05', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Kézműves sör', 'Craft beer', 'l', [0.5, 0.33], 0, { ksh: 18102, v: '=Kézműves búzasör|=Craft wheat beer|1;IPA|IPA|1.1;APA|APA|1.05', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Barna sör', 'Dark beer', 'l', [0.5], 900, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Alkoholmentes sör', 'Alcohol-free beer', 'l', [0.5], 800, { v: '^világos|^lager|1;^citromos|^lemon|1', f: 'nl', ns: 2 });
t(A, 'alcohol', 'Radler', 'Radler', 'l', [0.5], 760, { v: '^citromos|^lemon|1;^grapefruitos|^grapefruit|1', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Almabor (cider)', 'Cider', 'l', [0.5, 0.33], 1300, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Vodka', 'Vodka', 'l', [0.5, 1], 0, { ksh: 18204, f: 'nl', ns: 1 });
t(A, 'alcohol', 'Gyomorkeserű', 'Herbal bitter liqueur', 'l', [0.5], 0, { ksh: 18205, kshPer: 0.5, f: 'nl', ns: 1 });
t(A, 'alcohol', 'Ízesített szeszes ital', 'Flavoured spirit drink', 'l', [0.2], 0, { ksh: 18211, kshPer: 0.2, v: '^meggyes|^sour cherry|1;^barackos|^apricot|1', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Pálinka', 'Pálinka (fruit brandy)', 'l', [0.5], 14000, { v: '=Szilvapálinka|=Plum pálinka|1;=Barackpálinka|=Apricot pálinka|1.1;=Körtepálinka|=Pear pálinka|1.1', f: 'nl', ns: 1 });
t(A, 'alcohol', 'Rum', 'Rum', 'l', [0.5], 8000, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Gin', 'Gin', 'l', [0.7], 10000, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Skót whisky', 'Scotch whisky', 'l', [0.7], 12000, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Tojáslikőr', 'Egg liqueur', 'l', [0.5], 6000, { f: 'v', ns: 1 });

// ---- Beauty and personal care ----
const Y = 'beauty';
t(Y, 'beauty', 'Tusfürdő', 'Shower gel', 'l', [0.25, 0.5], 0, { ksh: 53002, kshPer: 0.25, v: '^frissítő|^refreshing|1;^krémes|^creamy|1;^férfi|^men\'s|1;^aloe verás|^aloe vera|1' });
t(Y, 'beauty', 'Fogkrém', 'Toothpaste', 'l', [0.075], 0, { ksh: 53005, kshPer: 0.075, v: '^fehérítő|^whitening|1.1;^érzékeny fogakra|^sensitive|1.2;^fogínyvédő|^gum care|1.15;^gyerek|^kids\'|0.9' });
t(Y, 'beauty', 'Sampon', 'Shampoo', 'l', [0.25, 0.4], 0, { ksh: 53007, kshPer: 0.225, v: 'normál hajra|for normal hair|1;^korpásodás elleni|^anti-dandruff|1.2;festett hajra|for coloured hair|1.1;száraz hajra|for dry hair|1.05;2 az 1-ben|2-in-1|1' });
t(Y, 'beauty', 'Hajbalzsam', 'Conditioner', 'l', [0.2], 3500, { v: 'normál hajra|for normal hair|1;festett hajra|for coloured hair|1.1;száraz hajra|for dry hair|1.05' });
t(Y, 'beauty', 'Folyékony szappan', 'Liquid hand soap', 'l', [0.3, 0.5], 0, { ksh: 53020, kshPer: 0.275, v: '^antibakteriális|^antibacterial|1.1;^tejes-mézes|^milk and honey|1;^levendulás|^lavender|1' });
t(Y, 'beauty', 'Szappan', 'Bar soap', 'db', [1, 4], 199, { v: '^glicerines|^glycerine|1;^olívás|^olive|1.1' });
t(Y, 'beauty', 'Izzadásgátló dezodor spray', 'Antiperspirant spray', 'l', [0.15], 7000, { v: '^női|^women\'s|1;^férfi|^men\'s|1' });
t(Y, 'beauty', 'Golyós dezodor', 'Roll-on deodorant', 'l', [0.05], 16000, { v: '^női|^women\'s|1;^férfi|^men\'s|1' });
t(Y, 'beauty', 'Testápoló', 'Body lotion', 'l', [0.25, 0.4], 4500, { v: '^hidratáló|^moisturising|1;^érzékeny bőrre|^sensitive skin|1.1' });
t(Y, 'beauty', 'Kézkrém', 'Hand cream', 'l', [0.1], 8000, { v: '^glicerines|^glycerine|1;^kamillás|^chamomile|1' });
t(Y, 'beauty', 'Nappali arckrém', 'Day face cream', 'l', [0.05], 50000, { v: '^hidratáló|^moisturising|1;^ránctalanító|^anti-wrinkle|1.4' });
t(Y, 'beauty', 'Éjszakai arckrém', 'Night face cream', 'l', [0.05], 54000, {});
t(Y, 'beauty', 'Micellás víz', 'Micellar water', 'l', [0.4], 5000, {});
t(Y, 'beauty', 'Arclemosó gél', 'Face wash gel', 'l', [0.15], 12000, {});
t(Y, 'beauty', 'Ajakápoló', 'Lip balm', 'db', [1], 499, { v: '^natúr|^original|1;^epres|^strawberry|1' });
t(Y, 'beauty', 'Borotvahab', 'Shaving foam', 'l', [0.2, 0.3], 6000, { v: '^érzékeny bőrre|^sensitive|1;^klasszikus|^classic|1' });
t(Y, 'beauty', 'Eldobható borotva', 'Disposable razors', 'db', [5, 10], 120, { v: '^3 pengés|^3-blade|1;^5 pengés|^5-blade|1.6' });
t(Y, 'beauty', 'Fogkefe', 'Toothbrush', 'db', [1, 2], 599, { v: '^közepes|^medium|1;^puha|^soft|1' });
t(Y, 'beauty', 'Fogselyem', 'Dental floss', 'db', [1], 799, {});
t(Y, 'beauty', 'Szájvíz', 'Mouthwash', 'l', [0.5], 3000, { v: '^mentás|^mint|1;^alkoholmentes|^alcohol-free|1.05' });
t(Y, 'beauty', 'Hajfesték', 'Hair colour', 'db', [1], 2200, { v: 'fekete|black|1;sötétbarna|dark brown|1;középszőke|medium blonde|1;vörös|red|1' });
t(Y, 'beauty', 'Hajlakk', 'Hairspray', 'l', [0.25], 6000, { v: '^erős tartású|^strong hold|1;^extra erős tartású|^extra strong hold|1.05' });
t(Y, 'beauty', 'Hajzselé', 'Hair gel', 'l', [0.15], 6000, {});
t(Y, 'beauty', 'Egészségügyi betét', 'Sanitary pads', 'db', [10, 16], 80, { v: 'normál|normal|1;^éjszakai|^night|1.2' });
t(Y, 'beauty', 'Tisztasági betét', 'Panty liners', 'db', [30, 60], 25, {});
t(Y, 'beauty', 'Tampon', 'Tampons', 'db', [16, 32], 80, { v: 'normál|normal|1;super|super|1.05' });
t(Y, 'beauty', 'Vattakorong', 'Cotton pads', 'db', [80, 120], 8, {});
t(Y, 'beauty', 'Fültisztító pálcika', 'Cotton buds', 'db', [200], 2, {});
t(Y, 'beauty', 'Naptej', 'Sun lotion', 'l', [0.2], 15000, { v: 'FF 30|SPF 30|1;FF 50|SPF 50|1.1;gyerekeknek, FF 50|for children, SPF 50|1.15' });
t(Y, 'beauty', 'Sebtapasz', 'Plasters', 'db', [20], 40, { v: '^textil|^fabric|1;^vízálló|^waterproof|1.1' });
t(Y, 'beauty', 'Sminklemosó kendő', 'Make-up remover wipes', 'db', [25], 30, {});
t(Y, 'beauty', 'Kézfertőtlenítő gél', 'Hand sanitiser gel', 'l', [0.1, 0.5], 9000, {});

// ---- Baby care ----
const C = 'baby-care';
t(C, 'baby', 'Pelenka', 'Nappies', 'db', [40], 70, { v: '2-es méret (mini)|size 2 (mini)|0.85;3-as méret (midi)|size 3 (midi)|0.95;4-es méret (maxi)|size 4 (maxi)|1;5-ös méret (junior)|size 5 (junior)|1.1' });
t(C, 'baby', 'Bugyipelenka', 'Nappy pants', 'db', [36], 95, { v: '4-es méret|size 4|1;5-ös méret|size 5|1.05;6-os méret|size 6|1.1' });
t(C, 'baby', 'Popsitörlő kendő', 'Baby wipes', 'db', [64, 192], 8, { v: '^illatmentes|^fragrance-free|1;^kamillás|^chamomile|1' });
t(C, 'baby', 'Babasampon', 'Baby shampoo', 'l', [0.25], 4000, {});
t(C, 'baby', 'Babafürdető', 'Baby bath', 'l', [0.4], 3500, {});
t(C, 'baby', 'Popsikrém', 'Nappy cream', 'l', [0.1], 15000, {});
t(C, 'baby', 'Babaolaj', 'Baby oil', 'l', [0.2], 7000, {});
t(C, 'baby', 'Gyümölcspüré bébiételnek', 'Fruit purée baby food', 'kg', [0.19], 3500, { v: '^almás|^apple|1;^körtés|^pear|1;^banános|^banana|1.05;^vegyes gyümölcsös|^mixed fruit|1', f: 'nl', ns: 5, bio: true });
t(C, 'baby', 'Bébimenü', 'Baby meal jar', 'kg', [0.19], 4000, { v: '^csirkés zöldséges|^chicken and vegetable|1;^pulykás burgonyás|^turkey and potato|1', f: 'l', ns: 5, bio: true });
t(C, 'baby', 'Babakása', 'Baby porridge', 'kg', [0.2], 6000, { v: '^tejes gabonás|^milk and cereal|1|+v;^gyümölcsös|^fruit|1|+v+l', f: '', ns: 4 });
t(C, 'baby', '2-es anyatej-kiegészítő tápszer', 'Follow-on formula 2', 'kg', [0.5, 0.8], 12000, { f: 'v', ns: 4 });
t(C, 'baby', 'Babakeksz', 'Baby biscuits', 'kg', [0.18], 3500, { f: 'v', ns: 3 });
t(C, 'baby', 'Játszócumi', 'Dummy', 'db', [1, 2], 1800, { v: '0-6 hónapos|0-6 months|1;6-18 hónapos|6-18 months|1' });

// ---- Cleaning ----
const L = 'cleaning';
t(L, 'cleaning', 'Kézi mosogatószer', 'Washing-up liquid', 'l', [0.5, 1], 0, { ksh: 52602, v: '^citromos|^lemon|1;^balzsamos|^balsam|1.05;^aloe verás|^aloe vera|1' });
t(L, 'cleaning', 'Általános tisztítószer', 'All-purpose cleaner', 'l', [1], 0, { ksh: 52621, kshPer: 0.875, v: '^citrusos|^citrus|1;^levendulás|^lavender|1;^óceán illatú|^ocean breeze|1' });
t(L, 'cleaning', 'Mosogatógép-tabletta', 'Dishwasher tablets', 'db', [30, 60], 45, { v: 'all in 1|all-in-1|1;^klasszikus|^classic|0.85' });
t(L, 'cleaning', 'Mosogatógép-só', 'Dishwasher salt', 'kg', [1.5], 300, {});
t(L, 'cleaning', 'Mosogatógép-öblítő', 'Rinse aid', 'l', [0.5], 2000, {});
t(L, 'cleaning', 'WC-tisztító gél', 'Toilet cleaner gel', 'l', [0.75], 1400, { v: '^fenyő illatú|^pine|1;^citrusos|^citrus|1;^óceán illatú|^ocean|1' });
t(L, 'cleaning', 'WC-frissítő golyós', 'Toilet rim block', 'db', [1, 3], 699, { v: '^citrus|^citrus|1;^fenyő|^pine|1' });
t(L, 'cleaning', 'Súrolókrém', 'Cream cleaner', 'l', [0.5], 1500, {});
t(L, 'cleaning', 'Hipó', 'Bleach', 'l', [1, 2], 500, {});
t(L, 'cleaning', 'Padlótisztító', 'Floor cleaner', 'l', [1], 1400, { v: '^univerzális|^universal|1;parkettára|for wooden floors|1.2' });
t(L, 'cleaning', 'Vízkőoldó', 'Limescale remover', 'l', [0.75], 2000, {});
t(L, 'cleaning', 'Mosogatószivacs', 'Scouring sponges', 'db', [5, 10], 60, {});
t(L, 'cleaning', 'Mikroszálas törlőkendő', 'Microfibre cloths', 'db', [3], 300, {});
t(L, 'cleaning', 'Háztartási gumikesztyű', 'Household rubber gloves', 'db', [1], 499, { v: 'M méret|size M|1;L méret|size L|1' });
t(L, 'cleaning', 'Cipőkrém', 'Shoe polish', 'l', [0.05], 14000, { v: '^fekete|^black|1;^barna|^brown|1' });
t(L, 'cleaning', 'Lefolyótisztító gél', 'Drain unblocker gel', 'l', [1], 1500, {});

// ---- Laundry ----
const R = 'detergents-rinses';
t(R, 'laundry', 'Mosópor', 'Washing powder', 'kg', [1.5, 3], 0, { ksh: 52619, v: 'fehér ruhákhoz|for whites|1;színes ruhákhoz|for colours|1' });
t(R, 'laundry', 'Folyékony mosószer', 'Liquid laundry detergent', 'l', [1.5, 3], 1500, { v: '^univerzális|^universal|1;színes ruhákhoz|for colours|1;sötét ruhákhoz|for darks|1.05' });
t(R, 'laundry', 'Mosókapszula', 'Laundry capsules', 'db', [30], 100, { v: '^univerzális|^universal|1;színes ruhákhoz|for colours|1' });
t(R, 'laundry', 'Öblítő', 'Fabric softener', 'l', [1.8], 0, { ksh: 52605, kshPer: 1.8, v: '^friss illatú|^fresh|1;^levendulás|^lavender|1;érzékeny bőrre|for sensitive skin|1.05' });
t(R, 'laundry', 'Folttisztító gél', 'Stain remover gel', 'l', [0.75], 2800, {});
t(R, 'laundry', 'Vízlágyító tabletta', 'Water softener tablets', 'db', [30], 60, {});
t(R, 'laundry', 'Babamosószer', 'Baby laundry detergent', 'l', [1.5], 2000, {});
t(R, 'laundry', 'Színfogó kendő', 'Colour catcher sheets', 'db', [20], 60, {});

// ---- Sprays and air fresheners ----
const Z = 'detergents-spray';
t(Z, 'cleaning', 'Ablaktisztító spray', 'Glass cleaner spray', 'l', [0.5], 1600, {});
t(Z, 'cleaning', 'Fürdőszoba-tisztító spray', 'Bathroom cleaner spray', 'l', [0.5], 2200, {});
t(Z, 'cleaning', 'Konyhai zsíroldó spray', 'Kitchen degreaser spray', 'l', [0.5], 2200, {});
t(Z, 'cleaning', 'Fertőtlenítő spray', 'Disinfectant spray', 'l', [0.5], 3000, {});
t(Z, 'cleaning', 'Légfrissítő spray', 'Air freshener spray', 'l', [0.3], 3000, { v: '^levendulás|^lavender|1;^vaníliás|^vanilla|1;^citrusos|^citrus|1' });
t(Z, 'cleaning', 'Automata légfrissítő utántöltő', 'Automatic air freshener refill', 'db', [1], 1200, {});
t(Z, 'cleaning', 'Rovarirtó spray', 'Insect spray', 'l', [0.4], 7000, { v: 'repülő rovarok ellen|for flying insects|1;csótány és hangya ellen|for cockroaches and ants|1.1' });
t(Z, 'cleaning', 'Bútorápoló spray', 'Furniture polish spray', 'l', [0.3], 5000, {});
t(Z, 'cleaning', 'Textilfrissítő spray', 'Fabric refresher spray', 'l', [0.5], 4000, {});
t(Z, 'cleaning', 'Teamécses', 'Tea lights', 'db', [30, 100], 15, {});

// ---- Paper, stationery and packaging ----
const K = 'stationary-packaging';
t(K, 'paper', 'Toalettpapír, 3 rétegű', 'Toilet paper, 3-ply', 'db', [8, 16], 0, { ksh: 53021, kshPer: 8 });
t(K, 'paper', 'Papír zsebkendő, 3 rétegű', 'Paper tissues, 3-ply', 'db', [100], 0, { ksh: 53022, kshPer: 95, v: '^dobozos|^boxed|1;^10 × 10 db-os|^pocket packs|1.1' });
t(K, 'paper', 'AA ceruzaelem', 'AA batteries', 'db', [4, 8], 0, { ksh: 52544, kshPer: 4 });
t(K, 'paper', 'AAA mikroelem', 'AAA batteries', 'db', [4], 0, { ksh: 52544, kshPer: 4 });
t(K, 'paper', 'Papírtörlő', 'Kitchen roll', 'db', [2, 4], 300, {});
t(K, 'paper', 'Szalvéta', 'Paper napkins', 'db', [100], 5, { v: '^fehér|^white|1;^színes|^coloured|1.2' });
t(K, 'paper', 'Alufólia', 'Aluminium foil', 'db', [1], 699, { v: '10 m|10 m|1;30 m|30 m|2.4' });
t(K, 'paper', 'Háztartási fólia', 'Cling film', 'db', [1], 599, { v: '30 m|30 m|1;60 m|60 m|1.8' });
t(K, 'paper', 'Sütőpapír', 'Baking paper', 'db', [1], 699, { v: '8 m|8 m|1;^előre vágott, 20 lap|^pre-cut, 20 sheets|1.1' });
t(K, 'paper', 'Szemeteszsák', 'Bin bags', 'db', [20], 25, { v: '35 l|35 l|1;60 l|60 l|1.4;120 l|120 l|2.4' });
t(K, 'paper', 'Fagyasztótasak', 'Freezer bags', 'db', [40], 15, { v: '1 l|1 l|1;3 l|3 l|1.4' });
t(K, 'paper', 'Uzsonnászacskó', 'Sandwich bags', 'db', [100], 5, {});
t(K, 'paper', 'Golyóstoll, kék', 'Ballpoint pens, blue', 'db', [4], 150, {});
t(K, 'paper', 'Füzet A5', 'Exercise book A5', 'db', [1], 299, { v: '^vonalas|^lined|1;^kockás|^squared|1;^sima|^plain|1' });
t(K, 'paper', 'Fénymásolópapír A4, 500 lap', 'Copy paper A4, 500 sheets', 'db', [1], 2999, {});
t(K, 'paper', 'Ragasztószalag', 'Adhesive tape', 'db', [1], 399, {});
t(K, 'paper', 'Ragasztóstift', 'Glue stick', 'db', [1], 399, {});
t(K, 'paper', 'Színes ceruza, 12 db-os', 'Colouring pencils, 12 pack', 'db', [1], 999, {});
t(K, 'paper', 'Papírpohár', 'Paper cups', 'db', [20, 50], 20, {});
t(K, 'paper', 'LED izzó E27', 'LED bulb E27', 'db', [1], 899, { v: '^9 W-os|^9 W|1;^12 W-os|^12 W|1.2' });

// ---- Pet food ----
const G = 'pet-food';
t(G, 'pet', 'Macskaeledel konzerv', 'Canned cat food', 'kg', [0.4, 0.8], 0, { ksh: 56104, kshPer: 0.4, v: '^marhahúsos|^beef|1;^csirkés|^chicken|1;^halas|^fish|1;^pulykás|^turkey|1' });
t(G, 'pet', 'Alutasakos macskaeledel', 'Cat food pouch', 'kg', [0.1, 1.2], 1900, { v: '^lazacos|^salmon|1;^csirkés|^chicken|1;^marhahúsos|^beef|1' });
t(G, 'pet', 'Száraz macskaeledel', 'Dry cat food', 'kg', [0.3, 2], 2000, { v: '^csirkés|^chicken|1;^halas|^fish|1;ivartalanított macskáknak|for neutered cats|1.15' });
t(G, 'pet', 'Száraz kutyatáp', 'Dry dog food', 'kg', [3, 10], 0, { ksh: 56153, v: '^marhahúsos|^beef|1;^csirkés|^chicken|1;^kölyök|^puppy|1.15;^senior|^senior|1.1' });
t(G, 'pet', 'Kutyaeledel konzerv', 'Canned dog food', 'kg', [0.4, 1.24], 1100, { v: '^marhahúsos|^beef|1;^szárnyashúsos|^poultry|1;^vadhúsos|^game|1.1' });
t(G, 'pet', 'Kutya jutalomfalat', 'Dog treats', 'kg', [0.15], 6000, { v: '=Rágócsont kutyáknak|=Dog chew bones|1;=Húsos jutalomfalat kutyáknak|=Meaty dog treats|1.1' });
t(G, 'pet', 'Jutalomfalat macskáknak', 'Cat treats', 'kg', [0.06], 12000, {});
t(G, 'pet', 'Papagájeleség', 'Budgie food', 'kg', [1], 1000, {});
t(G, 'pet', 'Téli madáreleség', 'Wild bird food', 'kg', [1], 700, {});
t(G, 'pet', 'Rágcsálóeledel', 'Small animal food', 'kg', [1], 1400, {});
t(G, 'pet', 'Díszhaleleség', 'Fish flakes', 'kg', [0.05], 30000, {});

// ---- Pet supplies ----
const U = 'supplies';
t(U, 'pet', 'Bentonitos macskaalom', 'Clumping cat litter', 'kg', [5, 10], 250, { v: '^illatmentes|^unscented|1;^illatosított|^scented|1.05' });
t(U, 'pet', 'Szilikonos macskaalom', 'Silica cat litter', 'l', [3.8], 700, {});
t(U, 'pet', 'Kutyaürülék-gyűjtő zacskó', 'Dog poop bags', 'db', [60], 12, {});
t(U, 'pet', 'Kötélből font kutyajáték', 'Rope dog toy', 'db', [1], 1490, {});
t(U, 'pet', 'Egeres macskajáték', 'Toy mouse for cats', 'db', [1, 3], 990, {});
t(U, 'pet', 'Bolha- és kullancsriasztó nyakörv', 'Flea and tick collar', 'db', [1], 2990, { v: 'kutyáknak|for dogs|1;macskáknak|for cats|0.9' });
t(U, 'pet', 'Kutyasampon', 'Dog shampoo', 'l', [0.25], 8000, {});
t(U, 'pet', 'Műanyag etetőtál', 'Plastic feeding bowl', 'db', [1], 1290, {});
t(U, 'pet', 'Kutyapelenka', 'Puppy training pads', 'db', [30], 40, {});

// ---- More of the everyday range (the CZ consumer basket and heissepreise carts show how wide it runs) ----
t(V, null, 'Póréhagyma', 'Leeks', 'kg', [1], 990, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Zöldbab', 'Green beans', 'kg', [0.5], 1990, { f: 'nl', ns: 5 });
t(V, null, 'Paszternák', 'Parsnips', 'kg', [1], 1190, { f: 'nl', ns: 5 });
t(V, null, 'Karalábé', 'Kohlrabi', 'db', [1], 249, { f: 'nl', ns: 5 });
t(V, null, 'Lilakáposzta', 'Red cabbage', 'kg', [1], 590, { f: 'nl', ns: 5 });
t(V, null, 'Kínai kel', 'Chinese leaves', 'kg', [1], 790, { f: 'nl', ns: 5 });
t(V, null, 'Édesburgonya', 'Sweet potatoes', 'kg', [1], 1290, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Cserepes bazsalikom', 'Potted basil', 'db', [1], 699, { f: 'nl', ns: 5, bio: true });
t(V, null, 'Petrezselyemzöld', 'Flat-leaf parsley', 'db', [1], 249, { f: 'nl', ns: 5 });
t(V, null, 'Kapor', 'Dill', 'db', [1], 249, { f: 'nl', ns: 5 });
t(V, null, 'Lime', 'Limes', 'kg', [0.5], 1990, { f: 'nl', ns: 5 });
t(V, null, 'Gránátalma', 'Pomegranate', 'db', [1], 599, { f: 'nl', ns: 5 });
t(V, null, 'Cseresznye', 'Cherries', 'kg', [0.5, 1], 1990, { f: 'nl', ns: 5 });
t(V, null, 'Meggy', 'Sour cherries', 'kg', [1], 1290, { f: 'nl', ns: 5 });
t(V, null, 'Kajszibarack', 'Apricots', 'kg', [1], 1490, { f: 'nl', ns: 5 });
t(V, null, 'Nektarin', 'Nectarines', 'kg', [1], 1190, { f: 'nl', ns: 5 });
t(V, null, 'Főtt csemegekukorica', 'Cooked corn on the cob', 'db', [2], 349, { f: 'nl', ns: 4 });
t(V, null, 'Főtt cékla', 'Cooked beetroot', 'kg', [0.5], 1400, { f: 'nl', ns: 5, bio: true });
t(B, 'bakery', 'Kovászos kenyér', 'Sourdough bread', 'kg', [0.5, 1], 2400, { v: '^fehér|^white|1;^rozsos|^rye|1.05', f: 'nl', ns: 4, bio: true });
t(B, 'bakery', 'Burgonyás kenyér', 'Potato bread', 'kg', [0.5, 1], 1700, { f: 'nl', ns: 3 });
t(B, 'bakery', 'Graham kenyér', 'Graham bread', 'kg', [0.5], 2000, { f: 'nl', ns: 4 });
t(B, 'bakery', 'Graham zsemle', 'Graham roll', 'db', [1], 99, { f: 'nl', ns: 4 });
t(B, 'bakery', 'Gluténmentes kenyér', 'Gluten-free bread', 'kg', [0.3], 4500, { f: 'nl', ns: 3 });
t(B, 'bakery', 'Sajtos rúd', 'Cheese straws', 'kg', [0.2], 3500, { f: 'v', ns: 2 });
t(B, 'bakery', 'Fánk', 'Doughnut', 'db', [1], 249, { v: '^szalagos|^Hungarian ribbon|1;^csokoládés|^chocolate|1.2;^lekvárral töltött|^jam-filled|1.1', f: 'v', ns: 1 });
t(B, 'bakery', 'Lekváros bukta', 'Jam bun', 'db', [1], 279, { f: 'v', ns: 2 });
t(B, 'bakery', 'Kakaós kalács', 'Cocoa brioche loaf', 'kg', [0.4], 2800, { f: 'v', ns: 2 });
t(B, 'bakery', 'Pizzás csiga', 'Pizza swirl', 'db', [1], 329, { f: '', ns: 2 });
t(S, 'pantry', 'Köles', 'Millet', 'kg', [0.5], 1100, { f: 'nl', ns: 5, bio: true });
t(S, 'pantry', 'Quinoa', 'Quinoa', 'kg', [0.25, 0.5], 5500, { f: 'nl', ns: 5, bio: true });
t(S, 'pantry', 'Bulgur', 'Bulgur wheat', 'kg', [0.5], 1500, { f: 'nl', ns: 4, bio: true });
t(S, 'pantry', 'Kuszkusz', 'Couscous', 'kg', [0.5], 1400, { f: 'nl', ns: 4, bio: true });
t(S, 'pantry', 'Hajdina', 'Buckwheat', 'kg', [0.5], 1600, { f: 'nl', ns: 5, bio: true });
t(S, 'pantry', 'Gluténmentes lisztkeverék', 'Gluten-free flour mix', 'kg', [1], 2200, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Kókuszreszelék', 'Desiccated coconut', 'kg', [0.2], 3500, { f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Darált mák', 'Ground poppy seeds', 'kg', [0.2], 3200, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Porzselatin', 'Gelatine powder', 'kg', [0.02], 20000, { f: 'l', ns: 2 });
t(S, 'pantry', 'Szárított fűszer', 'Dried herbs and spices', 'kg', [0.02], 30000, { v: '=Őrölt fahéj|=Ground cinnamon|1;=Morzsolt oregánó|=Dried oregano|0.9;=Babérlevél|=Bay leaves|0.8;=Egész köménymag|=Caraway seeds|0.8;=Morzsolt majoránna|=Dried marjoram|0.9;=Őrölt szerecsendió|=Ground nutmeg|1.4', f: 'nl', ns: 3, bio: true });
t(S, 'pantry', 'Fűszerkeverék', 'Seasoning mix', 'kg', [0.03], 12000, { v: '^gyros|^gyros|1;^grill|^barbecue|1;^csirkéhez való|^chicken|1;^pörkölthöz való|^goulash|1', f: 'nl', ns: 2 });
t(S, 'pantry', 'Édes chiliszósz', 'Sweet chilli sauce', 'l', [0.3], 3500, { f: 'nl', ns: 2 });
t(S, 'pantry', 'Barbecue szósz', 'Barbecue sauce', 'l', [0.3], 3500, { f: 'nl', ns: 2 });
t(S, 'pantry', 'Salátaöntet', 'Salad dressing', 'l', [0.25], 3600, { v: '^joghurtos|^yoghurt|1|-n-l;^francia|^French|1;^balzsamecetes|^balsamic|1.05', f: 'nl', ns: 2 });
t(S, 'pantry', 'Tormakrém', 'Horseradish sauce', 'kg', [0.19], 3200, { f: 'v', ns: 3 });
t(S, 'pantry', 'Sűrített tej', 'Condensed milk', 'kg', [0.4], 2500, { f: 'v', ns: 1 });
t(S, 'pantry', 'Étkezési keményítő', 'Corn starch', 'kg', [0.2], 2000, { f: 'nl', ns: 2 });
t(S, 'pantry', 'Instant tészta', 'Instant noodles', 'kg', [0.065], 3500, { v: '^csirke ízű|^chicken|1|-v-n;^marhahús ízű|^beef|1|-v-n;^zöldséges|^vegetable|1', f: 'nl', ns: 1 });
t(S, 'pantry', 'Rizstészta', 'Rice noodles', 'kg', [0.25], 3200, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Gnocchi', 'Gnocchi', 'kg', [0.5], 1800, { f: 'nl', ns: 3 });
t(S, 'pantry', 'Gombakonzerv', 'Canned mushrooms', 'kg', [0.4], 1300, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Gyümölcsbefőtt', 'Fruit in syrup', 'kg', [0.72], 1400, { v: '=Őszibarackbefőtt|=Peaches in syrup|1;=Meggybefőtt|=Sour cherries in syrup|1;=Ananászbefőtt|=Pineapple in syrup|1.1', f: 'nl', ns: 2 });
t(S, 'pantry', 'Ajvár', 'Ajvar', 'kg', [0.35], 3000, { v: '^enyhe|^mild|1;^csípős|^hot|1', f: 'nl', ns: 3 });
t(S, 'pantry', 'Lecsókonzerv', 'Canned lecsó (pepper stew)', 'kg', [0.68], 1500, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Édesítőszer', 'Sweetener', 'kg', [0.25], 5000, { v: 'eritrit|erythritol|1;xilit|xylitol|1.3;^stevia alapú|^stevia|1.2', f: 'nl', ns: 3 });
t(P, 'sweets', 'Drazsé', 'Chocolate dragées', 'kg', [0.07, 0.15], 6000, { v: '^mogyorós|^hazelnut|1;^mazsolás|^raisin|1;^mandulás|^almond|1.1', f: 'v', ns: 1 });
t(P, 'sweets', 'Mézeskalács', 'Gingerbread', 'kg', [0.2], 3500, { f: 'v', ns: 1 });
t(P, 'sweets', 'Szaloncukor', 'Christmas fondant sweets', 'kg', [0.35], 5500, { v: '^zselés|^jelly|1;^kókuszos|^coconut|1;^marcipános|^marzipan|1.1', f: 'v', ns: 1 });
t(P, 'sweets', 'Főzőcsokoládé', 'Baking chocolate', 'kg', [0.1, 0.2], 4500, { f: 'nl', ns: 2 });
t(P, 'sweets', 'Sós kréker', 'Salted crackers', 'kg', [0.1, 0.25], 3200, { f: 'n', ns: 2 });
t(P, 'sweets', 'Kukoricás snack', 'Corn puffs', 'kg', [0.05, 0.12], 4500, { v: '^sajtos|^cheese|1|-n-l;^natúr|^plain|1', f: 'nl', ns: 1 });
t(P, 'sweets', 'Gluténmentes keksz', 'Gluten-free biscuits', 'kg', [0.15], 5000, { f: 'v', ns: 2 });
t(P, 'pantry', 'Vegán sajtalternatíva', 'Vegan cheese alternative', 'kg', [0.2], 5000, { v: '^szeletelt|^sliced|1;^reszelt|^grated|1', f: 'nl', ns: 2 });
t(P, 'pantry', 'Szójagranulátum', 'Soy mince', 'kg', [0.2], 3500, { f: 'nl', ns: 4, bio: true });
t(P, 'pantry', 'Padlizsánkrém', 'Aubergine dip', 'kg', [0.2], 4000, { f: 'v', ns: 3 });
t(P, 'pantry', 'Franciasaláta', 'Russian salad', 'kg', [0.25], 3200, { f: 'v', ns: 2 });
t(P, 'pantry', 'Tzatziki', 'Tzatziki', 'kg', [0.2], 3600, { f: 'v', ns: 3 });
t(F, 'frozen', 'Fagyasztott magozott meggy', 'Frozen pitted sour cherries', 'kg', [0.45], 2400, { f: 'nl', ns: 5 });
t(F, 'frozen', 'Fagyasztott eper', 'Frozen strawberries', 'kg', [0.45], 2200, { f: 'nl', ns: 5 });
t(F, 'frozen', 'Fagyasztott zöldbab', 'Frozen green beans', 'kg', [0.45], 1500, { f: 'nl', ns: 5 });
t(F, 'frozen', 'Fagyasztott hekk', 'Frozen hake', 'kg', [1], 3200, { f: 'l', ns: 4 });
t(F, 'frozen', 'Fagyasztott rántott sajt', 'Frozen breaded cheese', 'kg', [0.4], 4200, { f: 'v', ns: 2 });
t(F, 'frozen', 'Burgonyakrokett', 'Potato croquettes', 'kg', [0.45], 2200, { f: 'v', ns: 2 });
t(F, 'frozen', 'Fagyasztott tavaszi tekercs', 'Frozen spring rolls', 'kg', [0.4], 3500, { v: '^zöldséges|^vegetable|1|+v;^csirkés|^chicken|1.1', f: '', ns: 2 });
t(F, 'frozen', 'Tölcséres jégkrém', 'Ice cream cone', 'db', [1, 4], 399, { v: '^vaníliás|^vanilla|1;^csokoládés|^chocolate|1', f: 'v', ns: 1 });
t(F, 'frozen', 'Sorbet', 'Sorbet', 'l', [0.5], 3000, { v: '^citromos|^lemon|1;^málnás|^raspberry|1.05;^mangós|^mango|1.05', f: 'nl', ns: 2 });
t(M, 'meat', 'Sertésszűz', 'Pork tenderloin', 'kg', [0.5], 4200, { f: 'l', ns: 4 });
t(M, 'meat', 'Sertéslapocka', 'Pork shoulder', 'kg', [1], 2500, { f: 'l', ns: 3 });
t(M, 'meat', 'Sertésmáj', 'Pork liver', 'kg', [0.5], 1000, { f: 'l', ns: 3 });
t(M, 'meat', 'Pörkölthús', 'Stewing meat', 'kg', [0.5, 1], 2900, { v: '^sertés|^pork|1;^marha|^beef|1.6;^csirke|^chicken|0.9', f: 'l', ns: 3 });
t(M, 'meat', 'Kacsacomb', 'Duck legs', 'kg', [1], 3400, { f: 'l', ns: 3 });
t(M, 'meat', 'Egész kacsa', 'Whole duck', 'kg', [2.5], 2300, { f: 'l', ns: 3 });
t(M, 'meat', 'Nyúlhús', 'Rabbit', 'kg', [1], 4900, { f: 'l', ns: 4 });
t(M, 'meat', 'Pisztráng', 'Trout', 'kg', [0.4], 6200, { f: 'l', ns: 4 });
t(M, 'meat', 'Füstölt makréla', 'Smoked mackerel', 'kg', [0.25], 5200, { f: 'l', ns: 3 });
t(M, 'meat', 'Pácolt hering', 'Marinated herring', 'kg', [0.25], 4800, { f: 'l', ns: 3 });
t(M, 'meat', 'Surimi rudacska', 'Surimi sticks', 'kg', [0.25], 3600, { f: 'l', ns: 2 });
t(M, 'meat', 'Nyers kolbász', 'Fresh sausage', 'kg', [0.5], 2800, { v: '^csemege|^mild|1;^csípős|^hot|1', f: 'l', ns: 1 });
t(M, 'meat', 'Gyulai kolbász', 'Gyulai sausage', 'kg', [0.2], 7500, { f: 'l', ns: 1 });
t(M, 'meat', 'Csabai kolbász', 'Csabai sausage', 'kg', [0.2], 7200, { f: 'l', ns: 1 });
t(M, 'meat', 'Szeletelt bacon', 'Sliced bacon', 'kg', [0.15], 4800, { f: 'l', ns: 1 });
t(M, 'meat', 'Sonkaszalámi', 'Ham salami', 'kg', [0.1, 0.2], 3400, { f: 'l', ns: 1 });
t(M, 'meat', 'Gyroshús', 'Gyros meat', 'kg', [0.5], 3200, { v: '^csirke|^chicken|1;^sertés|^pork|1', f: 'l', ns: 2 });
t(D, 'dairy', 'Ivójoghurt', 'Drinking yoghurt', 'kg', [0.25, 0.5], 1400, { v: '^epres|^strawberry|1;^barackos|^peach|1;^natúr|^plain|0.95', f: 'v', ns: 3 });
t(D, 'dairy', 'Skyr', 'Skyr', 'kg', [0.15, 0.45], 2400, { v: '^natúr|^plain|1;^vaníliás|^vanilla|1.05;^áfonyás|^blueberry|1.05', f: 'v', ns: 4 });
t(D, 'dairy', 'Puding', 'Ready pudding', 'kg', [0.125], 2400, { v: '^csokoládés|^chocolate|1;^vaníliás|^vanilla|1', f: 'v', ns: 2 });
t(D, 'dairy', 'Kecskesajt', 'Goat cheese', 'kg', [0.15], 6500, { f: 'v', ns: 3 });
t(D, 'dairy', 'Cottage cheese', 'Cottage cheese', 'kg', [0.2], 2600, { v: '^natúr|^plain|1;^zsírszegény|^light|1', f: 'v', ns: 4 });
t(D, 'dairy', 'Grillsajt', 'Grilling cheese', 'kg', [0.2], 5500, { f: 'v', ns: 3 });
t(D, 'dairy', 'Kéksajt', 'Blue cheese', 'kg', [0.1], 6000, { f: 'v', ns: 3 });
t(D, 'dairy', 'Aludttej', 'Soured milk', 'kg', [0.45], 900, { f: 'v', ns: 4 });
t(D, 'dairy', 'Író', 'Buttermilk', 'l', [0.45], 900, { f: 'v', ns: 4 });
t(D, 'dairy', 'Laktózmentes vaj', 'Lactose-free butter', 'kg', [0.2], 6000, { f: 'vl', ns: 2 });
t(D, 'dairy', 'Laktózmentes tejföl', 'Lactose-free sour cream', 'kg', [0.2], 2200, { f: 'vl', ns: 3 });
t(D, 'dairy', 'Laktózmentes ESL tej 1,5%', 'Lactose-free ESL milk 1.5%', 'l', [1], 650, { f: 'vl', ns: 4 });
t(N, 'drinks', 'Paradicsomlé', 'Tomato juice', 'l', [1], 900, { f: 'nl', ns: 4 });
t(N, 'drinks', 'Kókuszvíz', 'Coconut water', 'l', [0.33, 1], 2400, { f: 'nl', ns: 3 });
t(N, 'drinks', 'Ízesített ásványvíz', 'Flavoured water', 'l', [1.5], 330, { v: '=Citrom-lime ízű ásványvíz|=Lemon-lime flavoured water|1;=Eper ízű ásványvíz|=Strawberry flavoured water|1;=Uborka-menta ízű ásványvíz|=Cucumber-mint flavoured water|1', f: 'nl', ns: 2 });
t(N, 'drinks', 'Izotóniás sportital', 'Isotonic sports drink', 'l', [0.5], 1000, { v: '^narancs ízű|^orange|1;^citrom ízű|^lemon|1', f: 'nl', ns: 1 });
t(N, 'drinks', 'Jeges kávéital', 'Iced coffee drink', 'l', [0.25], 2400, { v: '^latte|^latte|1;^cappuccino|^cappuccino|1', f: 'v', ns: 1 });
t(N, 'drinks', 'Szálas fekete tea', 'Loose-leaf black tea', 'kg', [0.1], 12000, { f: 'nl', ns: 4, bio: true });
t(N, 'drinks', 'Filteres rooibos tea', 'Rooibos tea bags', 'db', [20], 40, { f: 'nl', ns: 4, bio: true });
t(A, 'alcohol', 'Cabernet Sauvignon', 'Cabernet Sauvignon', 'l', [0.75], 3200, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Merlot', 'Merlot', 'l', [0.75], 3000, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Cserszegi fűszeres', 'Cserszegi Fűszeres', 'l', [0.75], 2500, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Tokaji aszú 5 puttonyos', 'Tokaji Aszú 5 puttonyos', 'l', [0.5], 16000, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Prosecco', 'Prosecco', 'l', [0.75], 4600, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Brandy', 'Brandy', 'l', [0.5], 9000, { f: 'nl', ns: 1 });
t(A, 'alcohol', 'Kávélikőr', 'Coffee liqueur', 'l', [0.5], 7000, { f: 'nl', ns: 1 });
t(Y, 'beauty', 'Szárazsampon', 'Dry shampoo', 'l', [0.2], 9000, {});
t(Y, 'beauty', 'Hajpakolás', 'Hair mask', 'l', [0.25], 9000, {});
t(Y, 'beauty', 'Habfürdő', 'Bubble bath', 'l', [0.5, 1], 2800, { v: '^levendulás|^lavender|1;^tejes-mézes|^milk and honey|1' });
t(Y, 'beauty', 'Testradír', 'Body scrub', 'l', [0.2], 9000, {});
t(Y, 'beauty', 'Lábkrém', 'Foot cream', 'l', [0.1], 10000, {});
t(Y, 'beauty', 'Körömlakk', 'Nail polish', 'db', [1], 990, { v: '^piros|^red|1;^rózsaszín|^pink|1;^színtelen|^clear|1' });
t(Y, 'beauty', 'Körömlakklemosó', 'Nail polish remover', 'l', [0.125], 8000, {});
t(Y, 'beauty', 'Szempillaspirál', 'Mascara', 'db', [1], 1990, { v: '^dúsító|^volumising|1;^vízálló|^waterproof|1.1' });
t(Y, 'beauty', 'Szemceruza', 'Eyeliner pencil', 'db', [1], 990, {});
t(Y, 'beauty', 'After shave balzsam', 'Aftershave balm', 'l', [0.1], 15000, {});
t(Y, 'beauty', 'Intim mosakodó gél', 'Intimate wash', 'l', [0.25], 6000, {});
t(Y, 'beauty', 'Gyantacsík', 'Wax strips', 'db', [20], 75, {});
t(Y, 'beauty', 'Pezsgőtabletta', 'Effervescent tablets', 'db', [20], 40, { v: '=C-vitamin pezsgőtabletta|=Vitamin C effervescent tablets|1;=Magnézium pezsgőtabletta|=Magnesium effervescent tablets|1;=Multivitamin pezsgőtabletta|=Multivitamin effervescent tablets|1.1' });
t(Y, 'beauty', 'D3-vitamin kapszula', 'Vitamin D3 capsules', 'db', [60], 30, {});
t(Y, 'beauty', 'Óvszer', 'Condoms', 'db', [3, 12], 200, {});
t(Y, 'beauty', 'Szúnyogriasztó spray', 'Mosquito repellent spray', 'l', [0.1], 20000, {});
t(Y, 'beauty', 'Napozás utáni testápoló', 'After-sun lotion', 'l', [0.2], 10000, {});
t(C, 'baby', 'Babakrém', 'Baby cream', 'l', [0.1], 12000, {});
t(C, 'baby', 'Baba testápoló', 'Baby lotion', 'l', [0.2], 8000, {});
t(C, 'baby', 'Baba naptej FF 50', 'Baby sun lotion SPF 50', 'l', [0.1], 25000, {});
t(C, 'baby', 'Cumisüveg', 'Baby bottle', 'db', [1], 2490, { v: '150 ml|150 ml|1;250 ml|250 ml|1.1' });
t(C, 'baby', '1-es anyatej-helyettesítő tápszer', 'First infant formula 1', 'kg', [0.5, 0.8], 13000, { f: 'v', ns: 4 });
t(C, 'baby', 'Gyerek fogkefe', 'Kids\' toothbrush', 'db', [1], 599, {});
t(C, 'baby', 'Pelenkázó alátét', 'Changing mats', 'db', [10], 90, {});
t(C, 'baby', 'Melltartóbetét', 'Breast pads', 'db', [30], 60, {});
t(C, 'baby', 'Bébi gyümölcslé', 'Baby fruit juice', 'l', [0.2], 3000, { v: '=Almalé babáknak|=Apple juice for babies|1;=Vegyes gyümölcslé babáknak|=Mixed fruit juice for babies|1', f: 'nl', ns: 4, bio: true });
t(L, 'cleaning', 'Kerámia főzőlap-tisztító', 'Ceramic hob cleaner', 'l', [0.3], 7000, {});
t(L, 'cleaning', 'Szivacskendő', 'Sponge cloths', 'db', [3, 10], 250, {});
t(L, 'cleaning', 'Fémdörzsi', 'Steel wool scourers', 'db', [3], 200, {});
t(L, 'cleaning', 'Vízkőmentesítő kávéfőzőhöz', 'Coffee machine descaler', 'l', [0.5], 5000, {});
t(L, 'cleaning', 'Mosógéptisztító', 'Washing machine cleaner', 'l', [0.25], 6000, {});
t(L, 'cleaning', 'Felmosófej', 'Mop head', 'db', [1], 1290, {});
t(R, 'laundry', 'Finommosószer', 'Delicates detergent', 'l', [1], 2200, { v: 'gyapjúhoz és selyemhez|for wool and silk|1;fekete ruhákhoz|for black clothes|1' });
t(R, 'laundry', 'Oxigénes fehérítő adalék', 'Oxygen bleach booster', 'kg', [0.5], 4000, {});
t(R, 'laundry', 'Vasalóvíz', 'Ironing water', 'l', [1], 600, {});
t(R, 'laundry', 'Mosószer-fertőtlenítő adalék', 'Laundry sanitiser', 'l', [1], 3000, {});
t(Z, 'cleaning', 'Sütőtisztító spray', 'Oven cleaner spray', 'l', [0.5], 3200, {});
t(Z, 'cleaning', 'Penészgátló spray', 'Mould remover spray', 'l', [0.5], 3000, {});
t(Z, 'cleaning', 'Vasalást könnyítő spray', 'Easy-iron spray', 'l', [0.5], 2200, {});
t(Z, 'cleaning', 'Illatgyertya', 'Scented candle', 'db', [1], 1490, { v: '^vaníliás|^vanilla|1;^fahéjas-narancsos|^cinnamon orange|1;^levendulás|^lavender|1' });
t(K, 'paper', 'Nedves toalettpapír', 'Moist toilet tissue', 'db', [40], 20, {});
t(K, 'paper', 'Gyufa', 'Matches', 'db', [10], 30, {});
t(K, 'paper', 'Ajándékcsomagoló papír', 'Gift wrapping paper', 'db', [1], 599, {});
t(K, 'paper', 'Műanyag ételtároló doboz', 'Plastic food container', 'db', [3], 400, { v: '0,5 l|0.5 l|1;1 l|1 l|1.2' });
t(K, 'paper', 'Papírszívószál', 'Paper straws', 'db', [50], 12, {});
t(K, 'paper', 'Papírtányér', 'Paper plates', 'db', [20], 30, {});
t(K, 'paper', 'Öntapadós jegyzettömb', 'Sticky notes', 'db', [1], 599, {});
t(K, 'paper', 'Grafitceruza HB', 'HB pencils', 'db', [3], 150, {});
t(K, 'paper', 'Radír', 'Eraser', 'db', [1], 199, {});
t(K, 'paper', 'CR2032 gombelem', 'CR2032 coin battery', 'db', [1, 2], 599, {});
t(K, 'paper', '9 V-os elem', '9 V battery', 'db', [1], 1490, {});
t(G, 'pet', 'Alutasakos kutyaeledel', 'Dog food pouch', 'kg', [0.1], 1800, { v: '^marhahúsos|^beef|1;^csirkés|^chicken|1' });
t(G, 'pet', 'Kistestű kutyáknak való szárazeledel', 'Small-breed dry dog food', 'kg', [1.5], 2200, {});
t(G, 'pet', 'Dental rágórúd kutyáknak', 'Dental chew sticks for dogs', 'db', [7, 28], 100, {});
t(G, 'pet', 'Réti széna', 'Meadow hay', 'kg', [1], 1200, {});
t(G, 'pet', 'Macskafű', 'Cat grass', 'db', [1], 699, {});
t(U, 'pet', 'Forgácsalom rágcsálóknak', 'Wood shavings bedding', 'l', [15], 150, {});
t(U, 'pet', 'Kutyapóráz', 'Dog lead', 'db', [1], 2490, {});
t(U, 'pet', 'Kartonos macskakaparó', 'Cardboard cat scratcher', 'db', [1], 1990, {});
t(U, 'pet', 'Macska alomtálca', 'Cat litter tray', 'db', [1], 2490, {});
t(U, 'pet', 'Kullancskiszedő csipesz', 'Tick remover', 'db', [1], 990, {});

t(V, null, 'Spárga', 'Asparagus', 'kg', [0.5], 3800, { v: '^zöld|^green|1;^fehér|^white|1.1', f: 'nl', ns: 5 });
t(V, null, 'Laskagomba', 'Oyster mushrooms', 'kg', [0.25], 3600, { f: 'nl', ns: 5 });
t(V, null, 'Tormagyökér', 'Horseradish root', 'kg', [0.25], 2400, { f: 'nl', ns: 5 });
t(V, null, 'Kókuszdió', 'Coconut', 'db', [1], 699, { f: 'nl', ns: 4 });
t(P, 'pantry', 'Aszalt datolya', 'Dried dates', 'kg', [0.2], 3500, { f: 'nl', ns: 3, bio: true });
t(D, 'dairy', 'Tejszínes joghurt', 'Creamy fruit yoghurt', 'kg', [0.15, 0.4], 1700, { v: '^epres|^strawberry|1;^áfonyás|^blueberry|1;^mangós|^mango|1', f: 'v', ns: 2 });
t(D, 'dairy', 'Vaníliás túródesszert', 'Vanilla curd dessert', 'kg', [0.15, 0.5], 2200, { f: 'v', ns: 2 });
t(P, 'sweets', 'Csokoládés keksz', 'Chocolate biscuits', 'kg', [0.15, 0.3], 3800, { v: '^töltött|^sandwich|1;^mártott|^chocolate-coated|1.1;^csokidarabos|^chocolate chip|1', f: 'v', ns: 1 });
t(P, 'sweets', 'Linzer karika', 'Linzer biscuits', 'kg', [0.15], 4200, { f: 'v', ns: 1 });
t(P, 'sweets', 'Piskótatekercs', 'Swiss roll', 'kg', [0.3], 2600, { v: '^kakaós|^cocoa|1;^epres|^strawberry|1', f: 'v', ns: 1 });
t(S, 'pantry', 'Ételízesítő', 'Vegetable seasoning', 'kg', [0.25], 3200, { f: 'nl', ns: 1 });
t(S, 'pantry', 'Kókuszolaj', 'Coconut oil', 'kg', [0.5], 5000, { f: 'nl', ns: 2, bio: true });
t(S, 'pantry', 'Tökmagolaj', 'Pumpkin seed oil', 'l', [0.25], 12000, { f: 'nl', ns: 4 });
t(S, 'pantry', 'Szezámmag', 'Sesame seeds', 'kg', [0.1], 3500, { f: 'nl', ns: 4, bio: true });
t(S, 'pantry', 'Rizsliszt', 'Rice flour', 'kg', [0.5], 1600, { f: 'nl', ns: 3 });
t(N, 'drinks', 'Kombucha', 'Kombucha', 'l', [0.33], 2400, { v: '^natúr|^original|1;^gyömbéres|^ginger|1', f: 'nl', ns: 3, bio: true });
t(N, 'drinks', 'Limonádé', 'Lemonade', 'l', [0.5, 1], 900, { v: '^citromos|^lemon|1;^bodzás|^elderflower|1;^málnás|^raspberry|1', f: 'nl', ns: 1 });
t(M, 'meat', 'Csirkezúza', 'Chicken gizzards', 'kg', [0.5], 1500, { f: 'l', ns: 3 });
t(M, 'meat', 'Pulykacomb', 'Turkey drumstick', 'kg', [1], 1900, { f: 'l', ns: 4 });
t(M, 'meat', 'Libacomb', 'Goose leg', 'kg', [1], 4900, { f: 'l', ns: 3 });
t(F, 'frozen', 'Fokhagymás bagett', 'Garlic baguette', 'kg', [0.175, 0.35], 3400, { f: 'v', ns: 2 });
t(F, 'frozen', 'Fagyasztott mangókocka', 'Frozen mango chunks', 'kg', [0.4], 3800, { f: 'nl', ns: 5 });
t(Y, 'beauty', 'Ajakrúzs', 'Lipstick', 'db', [1], 1990, { v: '^piros|^red|1;^nude|^nude|1;^bordó|^burgundy|1' });
t(Y, 'beauty', 'Hajgumi', 'Hair ties', 'db', [10], 50, {});
t(Y, 'beauty', 'Körömreszelő', 'Nail file', 'db', [1, 3], 399, {});
t(Y, 'beauty', 'Kozmetikai kendő', 'Facial tissues', 'db', [100], 6, {});
t(L, 'cleaning', 'Mosogatókefe', 'Dish brush', 'db', [1], 599, {});
t(L, 'cleaning', 'Ecetes tisztítószer', 'Vinegar cleaner', 'l', [1], 1200, {});
t(G, 'pet', 'Macskatej', 'Cat milk drink', 'l', [0.2], 2500, {});
t(G, 'pet', 'Kutyakeksz', 'Dog biscuits', 'kg', [0.4], 2200, {});

/**
 * Brand lines narrower than the types' defaults: chocolate and salty snacks have own-brand lines of their own, and
 * batteries, bulbs, stationery, foil and bags are not paper goods (a toilet-paper brand does not go on a battery).
 */
const LINE_OF: Readonly<Record<string, BrandLine>> = Object.fromEntries([
  ...['hazelnut-milk-chocolate', 'milk-chocolate', 'dark-chocolate', 'white-chocolate', 'chocolate-assortment', 'baking-chocolate'].map((k) => [k, 'chocolate']),
  ...['potato-crisps', 'salted-sticks', 'microwave-popcorn', 'tortilla-chips', 'pretzels', 'salted-crackers', 'corn-puffs'].map((k) => [k, 'snacks']),
  ...['aa-batteries', 'aaa-batteries', 'cr2032-coin-battery', '9-v-battery', 'led-bulb-e27', 'aluminium-foil', 'cling-film', 'baking-paper', 'bin-bags',
    'freezer-bags', 'sandwich-bags', 'ballpoint-pens-blue', 'exercise-book-a5', 'copy-paper-a4-500-sheets', 'adhesive-tape', 'glue-stick',
    'colouring-pencils-12-pack', 'paper-cups', 'matches', 'gift-wrapping-paper', 'plastic-food-container', 'paper-straws', 'paper-plates', 'sticky-notes',
    'hb-pencils', 'eraser'].map((k) => [k, 'general']),
]);
for (const [key, line] of Object.entries(LINE_OF)) {
  const type = TYPES.find((x) => x.key === key);
  if (!type) throw new Error(`product types: no type ${key} for the ${line} line`);
  type.line = line;
}

/** Categories where no product carries a diet claim: nobody looks for one there, or it would mislead. */
const NO_DIET_CLAIM: ReadonlySet<CategorySlug> = new Set(['vegetables', 'meat-fish', 'alcohol', 'non-alcoholic', 'pet-food']);
/** Single-ingredient plant staples: vegetarian by nature, not a selling point. */
const PLAIN_STAPLES: ReadonlySet<string> = new Set([
  'sunflower-oil', 'extra-virgin-olive-oil', 'rapeseed-oil', 'coconut-oil', 'pumpkin-seed-oil', 'plain-flour-bl-55', 'strudel-flour', 'wholemeal-flour',
  'spelt-flour', 'rice-flour', 'gluten-free-flour-mix', 'rice', 'durum', 'granulated-sugar', 'icing-sugar', 'cane-sugar', 'vanilla-sugar', 'sweetener',
  'cocoa-powder', 'acacia-honey', 'wildflower-honey', 'canned-sweetcorn', 'dried-beans', 'lentils', 'split-peas', 'chickpeas', 'ground-black-pepper',
  'ground-paprika', 'dried-herbs-and-spices', 'table-salt', 'sea-salt', 'rolled-oats', 'semolina', 'polenta', 'millet', 'quinoa', 'bulgur-wheat',
  'couscous', 'buckwheat', 'baking-powder', 'fresh-yeast', 'corn-starch', 'spirit-vinegar-10', 'apple-cider-vinegar', 'balsamic-vinegar',
  'canned-peeled-tomatoes', 'passata', 'tomato-paste', 'canned-kidney-beans', 'canned-peas', 'canned-mushrooms', 'desiccated-coconut',
  'ground-poppy-seeds', 'sesame-seeds', 'walnut-kernels', 'almonds', 'peanuts', 'cashews', 'pistachios', 'sunflower-seeds', 'prunes', 'raisins',
  'dried-apricots', 'dried-dates', 'frozen-peas', 'frozen-chopped-spinach', 'frozen-broccoli', 'frozen-cauliflower', 'frozen-sweetcorn',
  'frozen-forest-fruits', 'frozen-pitted-sour-cherries', 'frozen-strawberries', 'frozen-green-beans', 'frozen-mango-chunks',
]);
/** Plant-based alternatives to dairy outside the dairy category. */
const DAIRY_ALTERNATIVES: ReadonlySet<string> = new Set(['vegan-cheese-alternative']);
for (const key of [...PLAIN_STAPLES, ...DAIRY_ALTERNATIVES]) if (!TYPES.some((x) => x.key === key)) throw new Error(`product types: no type ${key}`);

/** The diet flags a product of this type may claim, from the flags its ingredients would allow (see the header). */
export function dietClaims(type: ProductType, f: { vegetarian: boolean; vegan: boolean; lactoseFree: boolean }) {
  const veg = !NO_DIET_CLAIM.has(type.sub) && type.nutri !== null && !PLAIN_STAPLES.has(type.key);
  const lactose = type.sub === 'diary' || DAIRY_ALTERNATIVES.has(type.key);
  return { vegetarian: veg && f.vegetarian, vegan: veg && f.vegan, lactoseFree: lactose && f.lactoseFree };
}

export const PRODUCT_TYPES: readonly ProductType[] = TYPES;
