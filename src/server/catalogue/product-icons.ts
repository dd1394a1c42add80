/**
 * Which picture a product shows: one pictogram per kind of product (pork neck a cut of meat, eggs an egg, coffee
 * beans a coffee cup), never the picture of its whole category (a fish for every meat, a milk carton for eggs).
 * Modelled products take it from their product type (an explicit table: every type is listed, there is no default);
 * the price monitor's products from their leaf category (the kind the monitor gives them).
 */
import type { CategorySlug } from './taxonomy';

export const PRODUCT_ICONS = [
  'meat', 'poultry', 'fish', 'sausage', 'cold-cuts', 'egg', 'milk', 'cheese', 'yoghurt', 'butter', 'bread', 'pastry',
  'fruit', 'apple', 'banana', 'citrus', 'vegetable', 'carrot', 'tomato', 'potato', 'pasta', 'grain', 'flour', 'oil', 'jar', 'can', 'spice', 'sauce', 'chocolate', 'biscuit',
  'sweets', 'nuts', 'snack', 'ice-cream', 'ready-meal', 'plant-based', 'water', 'soft-drink', 'juice', 'coffee', 'tea',
  'wine', 'beer', 'spirits', 'cosmetics', 'dental', 'razor', 'hygiene', 'makeup', 'pharmacy', 'nappy', 'baby-bottle',
  'baby-food', 'dishes', 'cleaner', 'laundry', 'sponge', 'candle', 'paper', 'packaging', 'stationery', 'battery', 'bulb',
  'pet-food', 'pet-supplies',
] as const;
export type ProductIcon = (typeof PRODUCT_ICONS)[number];

export const productPhoto = (icon: ProductIcon) => `media/products/${icon}.svg`;

/** Product type keys (product-types.ts) by the picture they show; each key appears exactly once (product-icons.test.ts). */
const TYPES_BY_ICON: Readonly<Record<ProductIcon, string>> = {
  meat: 'pork-loin pork-leg pork-neck pork-ribs minced-pork pork-knuckle beef-rib-steak minced-beef beef-shin pork-tenderloin pork-shoulder pork-liver stewing-meat rabbit gyros-meat',
  poultry: 'whole-chicken chicken-leg chicken-wings chicken-breast-fillet turkey-breast-fillet minced-turkey chicken-liver duck-legs whole-duck chicken-gizzards turkey-drumstick goose-leg breaded-chicken-nuggets',
  fish: 'carp salmon-fillet trout smoked-mackerel marinated-herring surimi-sticks canned-tuna sardines-in-oil fish-fingers frozen-pangasius-fillet frozen-cod-fillet frozen-prawns frozen-hake',
  sausage: 'dry-sausage frankfurters liver-sausage grill-sausages debrecen-sausage fresh-sausage gyulai-sausage csabai-sausage vegan-sausages',
  'cold-cuts': 'winter-salami turkey-breast-ham parisian-bologna italian-cold-cut smoked-bacon pork-ham chicken-breast-ham sliced-bacon ham-salami smoked-cooked-pork-neck',
  egg: 'eggs',
  milk: 'esl-milk-2-8 esl-milk-1-5 fresh-milk-3-5 uht-milk-2-8 uht-milk-1-5 lactose-free-uht-milk-1-5 chocolate-milk oat-drink soy-drink almond-drink rice-drink soured-milk buttermilk lactose-free-esl-milk-1-5 kefir cooking-cream-20 whipping-cream-30 aerosol-whipped-cream',
  cheese: 'trappist-cheese gouda-cheese edam-cheese mozzarella parmesan feta-cheese camembert smoked-cheese processed-cheese lactose-free-trappist-cheese goat-cheese grilling-cheese blue-cheese vegan-cheese-alternative frozen-breaded-cheese',
  yoghurt: 'sour-cream-20 sour-cream-12 fruit-yoghurt plain-yoghurt greek-yoghurt lactose-free-yoghurt curd-cheese-turo rice-pudding coconut-yoghurt-alternative drinking-yoghurt skyr ready-pudding cottage-cheese mascarpone ricotta cream-cheese paprika-cheese-spread lactose-free-sour-cream creamy-fruit-yoghurt vanilla-curd-dessert',
  butter: 'butter margarine lactose-free-butter',
  bread: 'white-bread half-brown-bread wholemeal-bread rye-bread seeded-bread bread-roll crescent-roll braided-milk-loaf toast-bread burger-buns hot-dog-rolls baguette rusks breadcrumbs tortilla-wraps sourdough-bread potato-bread graham-bread graham-roll gluten-free-bread cocoa-brioche-loaf garlic-baguette',
  pastry: 'cocoa-swirl curd-cheese-pastry scones croissant muffin festive-roll strudel pizza-dough puff-pastry cheese-straws doughnut jam-bun pizza-swirl swiss-roll frozen-strudel',
  apple: 'apples',
  fruit: 'watermelon pears table-grapes strawberries kiwi-fruit plums peaches avocado mango pineapple melon blueberries raspberries pomegranate cherries sour-cherries apricots nectarines coconut prunes raisins dried-apricots dried-dates frozen-forest-fruits frozen-pitted-sour-cherries frozen-strawberries frozen-mango-chunks',
  banana: 'bananas',
  citrus: 'lemons oranges mandarins grapefruit limes',
  carrot: 'carrots parsley-root parsnips',
  vegetable: 'onions white-cabbage peppers cucumbers mushrooms garlic red-onions spring-onions courgettes aubergines broccoli cauliflower butterhead-lettuce iceberg-lettuce baby-spinach celeriac savoy-cabbage radishes beetroot pumpkin salad-leaves ginger-root leeks green-beans kohlrabi red-cabbage chinese-leaves potted-basil flat-leaf-parsley dill cooked-corn-on-the-cob cooked-beetroot asparagus oyster-mushrooms horseradish-root frozen-peas frozen-mixed-vegetables frozen-chopped-spinach frozen-broccoli frozen-cauliflower frozen-sweetcorn frozen-green-beans',
  tomato: 'tomatoes',
  potato: 'potatoes new-potatoes sweet-potatoes frozen-chips potato-croquettes',
  pasta: '4-egg durum instant-noodles rice-noodles gnocchi',
  grain: 'rice dried-beans lentils split-peas chickpeas millet quinoa bulgur-wheat couscous buckwheat rolled-oats muesli cornflakes breakfast-cereal',
  flour: 'plain-flour-bl-55 strudel-flour wholemeal-flour spelt-flour granulated-sugar icing-sugar cane-sugar gluten-free-flour-mix rice-flour corn-starch semolina polenta baking-powder vanilla-sugar custard-powder gelatine-powder sweetener fresh-yeast',
  oil: 'sunflower-oil extra-virgin-olive-oil rapeseed-oil coconut-oil pumpkin-seed-oil lard',
  jar: 'acacia-honey wildflower-honey jam mayonnaise mustard pesto pickled-gherkins sauerkraut pickled-cherry-peppers chestnut-puree horseradish-sauce ajvar pasta-sauce chocolate-hazelnut-spread peanut-butter hummus olives aubergine-dip tzatziki russian-salad',
  can: 'canned-sweetcorn tomato-paste canned-peeled-tomatoes canned-kidney-beans canned-peas coconut-milk canned-mushrooms fruit-in-syrup canned-lecso-pepper-stew condensed-milk liver-pate',
  spice: 'ground-black-pepper ground-paprika table-salt sea-salt stock-cubes dried-herbs-and-spices seasoning-mix vegetable-seasoning',
  sauce: 'ketchup passata spirit-vinegar-10 apple-cider-vinegar balsamic-vinegar soy-sauce sweet-chilli-sauce barbecue-sauce salad-dressing',
  chocolate: 'hazelnut-milk-chocolate milk-chocolate dark-chocolate white-chocolate chocolate-wafer-bar chocolate-assortment chocolate-dragees baking-chocolate cocoa-powder instant-cocoa-drink chocolate-coated-curd-bar',
  biscuit: 'household-biscuits wafers sponge-fingers oat-biscuits shortbread-biscuits gingerbread gluten-free-biscuits chocolate-biscuits linzer-biscuits',
  sweets: 'gummy-sweets chewing-gum boiled-sweets christmas-fondant-sweets',
  nuts: 'walnut-kernels almonds peanuts cashews pistachios sunflower-seeds sesame-seeds ground-poppy-seeds desiccated-coconut',
  snack: 'potato-crisps salted-sticks microwave-popcorn tortilla-chips pretzels salted-crackers corn-puffs cereal-bar rice-cakes',
  'ice-cream': 'ice-cream ice-lolly ice-cream-cone sorbet',
  'ready-meal': 'frozen-pizza frozen-lasagne plum-dumplings curd-cheese-dumplings frozen-spring-rolls instant-soup',
  'plant-based': 'tofu soy-mince plant-based-burger-patties',
  water: 'mineral-water soda-water flavoured-water coconut-water',
  'soft-drink': 'cola fizzy-soft-drink iced-tea energy-drink isotonic-sports-drink kombucha lemonade cordial',
  juice: 'orange-juice-100 apple-juice-100 fruit-nectar tomato-juice',
  coffee: 'ground-coffee coffee-beans coffee-capsules instant-coffee 3-in-1-coffee iced-coffee-drink',
  tea: 'black-tea-bags tea-bags green-tea-bags herbal-tea-bags loose-leaf-black-tea rooibos-tea-bags',
  wine: 'white-wine red-wine welschriesling irsai-oliver kekfrankos egri-bikaver tokaji-furmint rose-wine sparkling-wine cabernet-sauvignon merlot cserszegi-fuszeres tokaji-aszu-5-puttonyos prosecco',
  beer: 'lager craft-beer dark-beer alcohol-free-beer radler cider',
  spirits: 'vodka herbal-bitter-liqueur flavoured-spirit-drink palinka-fruit-brandy rum gin scotch-whisky egg-liqueur brandy coffee-liqueur',
  cosmetics: 'shower-gel shampoo conditioner liquid-hand-soap bar-soap antiperspirant-spray roll-on-deodorant body-lotion hand-cream day-face-cream night-face-cream micellar-water face-wash-gel hair-colour hairspray hair-gel sun-lotion hand-sanitiser-gel dry-shampoo hair-mask bubble-bath body-scrub foot-cream aftershave-balm intimate-wash mosquito-repellent-spray after-sun-lotion shaving-foam baby-shampoo baby-bath nappy-cream baby-oil baby-cream baby-lotion baby-sun-lotion-spf-50',
  dental: 'toothpaste toothbrush dental-floss mouthwash kids-toothbrush',
  razor: 'disposable-razors wax-strips',
  hygiene: 'sanitary-pads panty-liners tampons cotton-pads cotton-buds make-up-remover-wipes',
  makeup: 'lip-balm nail-polish nail-polish-remover mascara eyeliner-pencil lipstick nail-file hair-ties',
  pharmacy: 'plasters effervescent-tablets vitamin-d3-capsules condoms',
  nappy: 'nappies nappy-pants baby-wipes changing-mats breast-pads',
  'baby-bottle': 'follow-on-formula-2 first-infant-formula-1 baby-bottle dummy baby-fruit-juice',
  'baby-food': 'fruit-puree-baby-food baby-meal-jar baby-porridge baby-biscuits',
  dishes: 'washing-up-liquid dishwasher-tablets dishwasher-salt rinse-aid',
  cleaner: 'all-purpose-cleaner toilet-cleaner-gel toilet-rim-block cream-cleaner bleach floor-cleaner limescale-remover drain-unblocker-gel ceramic-hob-cleaner coffee-machine-descaler washing-machine-cleaner vinegar-cleaner shoe-polish glass-cleaner-spray bathroom-cleaner-spray kitchen-degreaser-spray disinfectant-spray insect-spray furniture-polish-spray oven-cleaner-spray mould-remover-spray easy-iron-spray fabric-refresher-spray air-freshener-spray automatic-air-freshener-refill',
  laundry: 'washing-powder liquid-laundry-detergent laundry-capsules fabric-softener stain-remover-gel water-softener-tablets baby-laundry-detergent colour-catcher-sheets delicates-detergent oxygen-bleach-booster ironing-water laundry-sanitiser',
  sponge: 'scouring-sponges microfibre-cloths household-rubber-gloves sponge-cloths steel-wool-scourers mop-head dish-brush',
  candle: 'tea-lights scented-candle matches',
  paper: 'toilet-paper-3-ply paper-tissues-3-ply kitchen-roll paper-napkins moist-toilet-tissue facial-tissues',
  packaging: 'aluminium-foil cling-film baking-paper bin-bags freezer-bags sandwich-bags plastic-food-container paper-cups paper-straws paper-plates gift-wrapping-paper',
  stationery: 'ballpoint-pens-blue exercise-book-a5 copy-paper-a4-500-sheets adhesive-tape glue-stick colouring-pencils-12-pack sticky-notes hb-pencils eraser',
  battery: 'aa-batteries aaa-batteries cr2032-coin-battery 9-v-battery',
  bulb: 'led-bulb-e27',
  'pet-food': 'canned-cat-food cat-food-pouch dry-cat-food dry-dog-food canned-dog-food dog-treats cat-treats budgie-food wild-bird-food small-animal-food fish-flakes dog-food-pouch small-breed-dry-dog-food dental-chew-sticks-for-dogs meadow-hay cat-grass cat-milk-drink dog-biscuits',
  'pet-supplies': 'clumping-cat-litter silica-cat-litter dog-poop-bags rope-dog-toy toy-mouse-for-cats flea-and-tick-collar dog-shampoo plastic-feeding-bowl puppy-training-pads wood-shavings-bedding dog-lead cardboard-cat-scratcher cat-litter-tray tick-remover',
};

/** Every listing of a type key, in table order (a key listed twice shows up twice: the test catches it). */
export const TYPE_ICON_ENTRIES: ReadonlyArray<readonly [string, ProductIcon]> = PRODUCT_ICONS.flatMap((icon) =>
  TYPES_BY_ICON[icon].split(' ').map((key) => [key, icon] as const),
);
const ICON_OF_TYPE: ReadonlyMap<string, ProductIcon> = new Map(TYPE_ICON_ENTRIES);

/** The picture of a product type; throws for a type the table does not list (a new type needs its own entry). */
export function iconOfType(key: string): ProductIcon {
  const icon = ICON_OF_TYPE.get(key);
  if (!icon) throw new Error(`product type ${key} has no picture in product-icons.ts`);
  return icon;
}

/**
 * The monitor's mid-level categories (feed/categories.ts) by the picture their leaves show, and the leaves that
 * differ from their mid-level category. A mid-level category the feed places must be listed here (the test walks them).
 */
export const MONITOR_MID_ICON: Readonly<Record<number, ProductIcon>> = {
  2001: 'milk', 2005: 'yoghurt', 2007: 'yoghurt', 2010: 'cheese', 2011: 'butter', 2014: 'egg', 2081: 'milk', 2116: 'yoghurt',
  2015: 'meat', 2017: 'poultry', 2064: 'meat', 2022: 'sausage', 2024: 'cold-cuts', 2088: 'sausage', 2089: 'cold-cuts', 2091: 'fish',
  2028: 'fruit', 2034: 'vegetable', 2059: 'vegetable', 2046: 'bread', 2094: 'bread',
  2050: 'pasta', 2051: 'flour', 2056: 'can', 2061: 'juice', 2095: 'grain', 2096: 'grain', 2101: 'coffee', 2103: 'chocolate',
  2068: 'milk', 2069: 'milk', 2079: 'flour', 2117: 'yoghurt',
  2123: 'baby-food', 2142: 'cosmetics', 2161: 'nappy',
  2126: 'paper', 2130: 'laundry', 2134: 'cleaner', 2138: 'cosmetics', 2149: 'cosmetics', 2158: 'hygiene',
};

export const MONITOR_LEAF_ICON: Readonly<Record<number, ProductIcon>> = {
  8: 'milk', // Kefir és kaukázusi kefir
  22: 'oil', // Sertészsír
  51: 'oil', 120: 'oil', 121: 'oil', // Étolaj, olívaolaj
  57: 'jar', // Csemegeuborka
  58: 'biscuit', // Háztartási keksz
  67: 'water', // Ásványvíz
  70: 'yoghurt', 71: 'yoghurt', 72: 'milk', 73: 'yoghurt', 74: 'cheese', 75: 'butter', 76: 'butter', 77: 'butter', // Laktózmentes …
  78: 'yoghurt', // vegán növényi krém tejföl helyett
  79: 'bread', 80: 'pasta', // Gluténmentes kenyér, száraztészta
  100: 'nuts', // Földimogyoró
  102: 'tea', // Tea
  28: 'apple', 31: 'banana', 32: 'citrus', 33: 'citrus', // Alma, banán, citrom, narancs
  34: 'tomato', 36: 'carrot', 37: 'carrot', 41: 'potato', 42: 'potato', 60: 'potato', // Paradicsom, burgonya, újburgonya, hasábburgonya
  125: 'baby-bottle', // Tápszer
  129: 'packaging', // Alufólia
  134: 'dishes', 135: 'dishes', // Mosogatószer, gépi mosogató tabletta
  145: 'dental', 146: 'dental', 147: 'dental', 148: 'dental', // Fogkrém, fogkefe
  154: 'razor', 155: 'razor', // Eldobható borotva, borotvafej
};

/** The picture of a monitor product from its leaf category and that leaf's parent; null when neither is known. */
export function iconOfMonitorKind(leafId: number, midId: number | null | undefined): ProductIcon | null {
  return MONITOR_LEAF_ICON[leafId] ?? (midId == null ? null : MONITOR_MID_ICON[midId]) ?? null;
}

/** Which pictures fit a category at all: a product's picture must be one of its category's (the test checks every type). */
export const ICONS_OF_CATEGORY: Readonly<Partial<Record<CategorySlug, readonly ProductIcon[]>>> = {
  vegetables: ['fruit', 'apple', 'banana', 'citrus', 'vegetable', 'carrot', 'tomato', 'potato'],
  bakery: ['bread', 'pastry', 'snack'],
  'staple-food': ['oil', 'flour', 'grain', 'pasta', 'chocolate', 'jar', 'can', 'sauce', 'spice', 'ready-meal', 'nuts'],
  special: ['chocolate', 'biscuit', 'nuts', 'fruit', 'snack', 'sweets', 'jar', 'pastry', 'plant-based', 'sausage', 'cheese'],
  'frozen-food': ['ice-cream', 'vegetable', 'potato', 'fruit', 'fish', 'poultry', 'ready-meal', 'pastry', 'bread', 'cheese'],
  'meat-fish': ['meat', 'poultry', 'fish', 'sausage', 'cold-cuts', 'can'],
  diary: ['egg', 'milk', 'cheese', 'yoghurt', 'butter', 'chocolate'],
  'non-alcoholic': ['water', 'soft-drink', 'juice', 'coffee', 'tea', 'chocolate'],
  alcohol: ['wine', 'beer', 'spirits'],
  beauty: ['cosmetics', 'dental', 'razor', 'hygiene', 'makeup', 'pharmacy', 'paper'],
  'baby-care': ['nappy', 'cosmetics', 'baby-food', 'baby-bottle', 'dental'],
  cleaning: ['dishes', 'cleaner', 'sponge'],
  'detergents-rinses': ['laundry'],
  'detergents-spray': ['cleaner', 'candle'],
  'stationary-packaging': ['paper', 'battery', 'bulb', 'packaging', 'stationery', 'candle'],
  'pet-food': ['pet-food'],
  supplies: ['pet-supplies'],
};
