/**
 * Ingredient kinds: what an ingredient *is* in the kitchen, which decides how it is prepared, how it may be
 * cooked and for how long. Every catalog entry has exactly one (catalog/kindTable.ts). The composer reads
 * technique and safety from the kind, never from the entry's id, so a new entry gets both for free.
 */
export const INGREDIENT_KINDS = [
  // ── Meat ──
  'whole-bird', // a whole raw chicken, duck or turkey: only roasted whole, 75 min or more
  'poultry', // raw poultry pieces a shop sells: breast, thigh, leg, drumstick, wings, turkey or duck breast
  'red-meat', // quick-cooking raw cuts: steak, fillet, chops, escalopes, tenderloin, veal, lamb chops
  'stewing-meat', // raw cuts that need long, slow cooking: stewing beef, shoulder, shank, belly, ribs, game, rabbit
  'mince', // raw minced meat of any animal
  'sausage', // raw sausages (pork sausage, bratwurst, salsiccia): cooked through, never eaten raw
  'bacon', // cured meat that is cooked before eating: bacon, pancetta, guanciale, lardons
  'cured-meat', // ready to eat as it is: ham, prosciutto, speck, salami, chorizo, mortadella, bresaola
  'cooked-meat', // already cooked: leftover or roast chicken, frankfurters, cooked ham pieces, corned beef
  'offal', // liver, kidneys: cooked quickly but right through
  // ── Fish and seafood ──
  'firm-fish', // raw fillets or steaks that hold together: cod, hake, monkfish, salmon, fresh tuna, swordfish, halibut
  'delicate-fish', // raw thin or flaky fish: sole, trout, sea bream, sea bass, mackerel, sardines, fresh anchovies
  // A whole gutted fish (an orata, two trout): never a catalog entry's own kind; the composer reads a fish as
  // whole from the cook's words (compose.ts) and cooks it on the bone, for longer, only in dishes made for it.
  'whole-fish',
  'smoked-fish', // ready to eat: smoked salmon, smoked mackerel
  'canned-fish', // from a tin or jar, ready to eat: canned tuna, sardines in oil, anchovy fillets
  'salt-fish', // salt cod: soaked a day beforehand, then poached or stewed
  'shellfish', // prawns, langoustines, scallops, crab, lobster: cooked briefly
  'mollusc', // mussels, clams, oysters: scrubbed and steamed open in minutes
  'cephalopod', // squid, cuttlefish: seared in 2 minutes or braised 40 minutes
  'octopus', // octopus: simmered at least an hour
  // ── Eggs ──
  'egg', // whole eggs (hen, duck, quail): cracked, beaten or cooked whole
  'egg-part', // egg whites or yolks sold or kept apart
  // ── Vegetables ──
  'leafy-green', // greens that are cooked: spinach, chard, kale, cavolo nero, bok choy, cime di rapa
  'salad-leaf', // leaves eaten raw: lettuces, rocket, lamb's lettuce, radicchio, endive, escarole
  'root', // roots and tubers: potato, carrot, parsnip, beetroot, celeriac, swede, turnip, sweet potato
  'allium', // onion, red onion, shallot, garlic, leek, spring onion
  'fruiting-veg', // tomato, courgette, aubergine, bell pepper, cucumber, avocado, okra
  'brassica', // broccoli, cauliflower, cabbages, Brussels sprouts, romanesco, kohlrabi
  'mushroom', // fresh mushrooms of any kind
  'squash', // pumpkin, butternut squash
  'pod', // green beans, peas, snow peas, broad beans, edamame, sweetcorn
  'stalk', // celery, fennel, asparagus, artichoke
  'chili', // fresh chillies: chili pepper, jalapeño
  'aromatic-root', // ginger, lemongrass, galangal, horseradish
  'sprout', // bean sprouts, cress
  'preserved-veg', // jarred or tinned vegetables: canned tomatoes, sun-dried tomatoes, olives, capers, pickles, sauerkraut
  // ── Fruit ──
  'fruit', // fresh fruit that is peeled, cored or stoned and cut: apple, pear, peach, banana, mango, melon, pineapple
  'berry', // berries and currants, cherries, grapes
  'citrus', // lemon, lime, orange, grapefruit, mandarin: zested and juiced
  'dried-fruit', // raisins, dried apricots, dates, prunes, dried figs
  // ── Legumes ──
  'cooked-pulse', // tinned or cooked beans and chickpeas: drained and rinsed
  'lentil', // dried lentils and split peas: rinsed and simmered 15–45 min
  'dried-bean', // dried beans and chickpeas that need soaking overnight
  'soy', // tofu, tempeh
  // ── Dairy ──
  'milk', // milk and plant milks, buttermilk
  'cream', // cream, crème fraîche, sour cream, plant creams
  'yogurt', // yogurt, Greek yogurt
  'butter', // butter, margarine, clarified butter
  'fresh-cheese', // spoonable: ricotta, mascarpone, cream cheese, quark, cottage cheese
  'soft-cheese', // sliced or torn: brie, camembert, goat cheese, gorgonzola, taleggio, burrata, stracchino
  'melting-cheese', // grated or sliced to melt: cheddar, gruyère, emmental, comté, mozzarella, fontina, raclette
  'hard-cheese', // grated: parmesan, grana padano, pecorino, aged manchego
  'brined-cheese', // crumbled or sliced: feta, halloumi (halloumi is also fried)
  // ── Herbs, spices, seasonings ──
  'fresh-herb', // tender herbs, stirred in at the end: basil, parsley, coriander, mint, dill, chives, tarragon
  'woody-herb', // herbs that cook with the dish: rosemary, thyme, sage, lovage, curry leaves
  'dried-herb', // dried herbs and herb blends
  'spice', // ground or whole spices and spice blends
  'salt', // salt of any kind (a staple: never listed, never in a title)
  'pepper', // black pepper (a staple: never listed, never in a title)
  'cooking-oil', // olive, sunflower, vegetable, rapeseed oil (a staple: never listed, never in a title)
  'water', // water (a staple)
  'flavour-oil', // oils used for flavour: sesame, walnut, chili oil, coconut oil
  'vinegar', // vinegars
  'sauce', // bottled sauces: soy, fish, oyster, hoisin, ketchup, mayonnaise, mustard, salsa, pesto
  'paste', // concentrated pastes: tomato paste, curry paste, harissa, miso, tahini, gochujang
  'stock', // stocks, broths and stock cubes
  'sweetener', // sugar, honey, syrups, molasses
  'spread', // jam, chocolate spread, peanut butter
  // ── Baking ──
  'flour', // flours and meals
  'starch', // cornflour, potato starch, arrowroot, custard powder
  'leavening', // baking powder, soda, yeast, cream of tartar
  'baking-flavour', // vanilla, almond extract, flower waters, gelatine, agar
  'chocolate', // chocolate, cocoa, chocolate chips
  'pastry', // puff pastry, shortcrust, filo, pizza dough
  'biscuit', // biscuits, ladyfingers
  // ── Starches ──
  'grain', // rice and whole grains that are boiled: rice, barley, farro, quinoa, millet, buckwheat
  'quick-grain', // soaked or cooked in minutes: couscous, bulgur, polenta, oats, semolina
  'pasta', // dried pasta shapes
  'filled-pasta', // fresh or filled pasta: tortellini, ravioli, gnocchi, spätzle
  'noodles', // Asian noodles
  'pasta-sheet', // lasagne sheets, cannelloni, wonton wrappers, rice paper
  'bread', // loaves, rolls, buns
  'flatbread', // tortillas, pita, naan
  'crumbs', // breadcrumbs, croutons
  'crisp', // crackers, breadsticks, tortilla chips, taco shells
  'cooked-starch', // already cooked rice and potatoes (leftovers): fried, warmed through or dressed, never boiled again
  // ── Nuts ──
  'nut', // nuts, chestnuts, coconut flesh
  'seed', // seeds
  // ── Drinks and alcohol ──
  'wine', // wine, beer, fortified wine, sake, mirin: cooked with
  'spirit', // spirits and liqueurs
  'drink', // coffee, tea, juices
  'frozen-dessert', // ice cream, sorbet
] as const;
export type IngredientKind = (typeof INGREDIENT_KINDS)[number];

/** Kinds the composer takes from the pantry without listing them: never an ingredient line, never a title. */
export const STAPLE_KINDS: ReadonlySet<IngredientKind> = new Set(['salt', 'pepper', 'cooking-oil', 'water']);
