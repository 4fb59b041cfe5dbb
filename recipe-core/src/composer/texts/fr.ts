import type { ComposerTexts } from '../types';

/**
 * French. Placeholders: {items:form} (the ingredients a step names), {item:form} (one ingredient), {min}
 * (minutes). Forms (composer/realise/fr.ts): def "les poireaux, l’ail", de "du riz, de l’ail, des œufs",
 * a "au beurre, aux champignons, à l’ail", bare "poireaux", debare "de poireaux et pommes de terre" (dish names).
 * Nothing in a sentence may agree with a slot (no "coupez-les", no "égouttés"): the slot can hold one mass
 * noun, one plural, a feminine or a masculine noun, or a list.
 */
export const FR: ComposerTexts = {
  and: 'et',
  staples: { salt: 'du sel', pepper: 'du poivre noir', oil: 'de l’huile d’olive', water: 'de l’eau' },
  neutralOil: 'de l’huile neutre',
  units: {
    g: ['g', 'g'],
    ml: ['ml', 'ml'],
    piece: ['', ''],
    clove: ['gousse', 'gousses'],
    slice: ['tranche', 'tranches'],
    tbsp: ['c. à s.', 'c. à s.'],
    tsp: ['c. à c.', 'c. à c.'],
    pinch: ['pincée', 'pincées'],
    bunch: ['botte', 'bottes'],
    leaf: ['feuille', 'feuilles'],
    stalk: ['branche', 'branches'],
    sprig: ['brin', 'brins'],
    stem: ['brin', 'brins'],
  },
  titles: {
    frittata: 'Frittata {items:a}',
    omelette: 'Omelette {items:a}',
    'stir-fry': 'Wok {items:debare}',
    'pasta-sauce': 'Pâtes {items:a}',
    risotto: 'Risotto {items:a}',
    soup: 'Soupe {items:debare}',
    salad: 'Salade {items:debare}',
    'tray-bake': '{items:bare} au four',
    curry: 'Curry {items:debare}',
    'fried-rice': 'Riz sauté {items:a}',
    stew: 'Ragoût {items:debare}',
    'grain-bowl': 'Buddha bowl {items:a}',
    gratin: 'Gratin {items:debare}',
    pancakes: 'Pancakes {items:a}',
    smoothie: 'Smoothie {items:a}',
    bruschetta: 'Bruschetta {items:a}',
    quesadilla: 'Quesadillas {items:a}',
    shakshuka: 'Shakshuka {items:a}',
    pilaf: 'Pilaf {items:a}',
    'fruit-crumble': 'Crumble {items:a}',
    'quick-pan': 'Poêlée {items:debare}',
    'fruit-salad': 'Salade de fruits {items:a}',
    flatbread: 'Pains plats {items:a}',
    'savoury-tart': 'Tarte {items:a}',
    'hot-chocolate': 'Chocolat chaud {items:a}',
    'noodle-soup': 'Soupe de nouilles {items:a}',
    dal: 'Dal {items:debare}',
    porridge: 'Porridge {items:a}',
    'yogurt-bowl': 'Bol de yaourt {items:a}',
    'spiced-nuts': '{items:bare} à la poêle',
    'warm-drink': 'Boisson chaude {items:a}',
    compote: 'Compote {items:debare}',
    'herb-sauce': 'Sauce {items:a}',
    toast: 'Tartine {items:a}',
    'baked-pasta': 'Gratin de pâtes {items:a}',
    pudding: 'Crème dessert {items:a}',
  },
  fallbackTitle: {
    frittata: 'Frittata toute simple',
    omelette: 'Omelette classique',
    'stir-fry': 'Légumes sautés au wok',
    'pasta-sauce': 'Pâtes toutes simples',
    risotto: 'Risotto blanc',
    soup: 'Soupe de légumes',
    salad: 'Salade du potager',
    'tray-bake': 'Légumes au four',
    curry: 'Curry de légumes',
    'fried-rice': 'Riz sauté sans œuf',
    stew: 'Ragoût mijoté',
    'grain-bowl': 'Buddha bowl',
    gratin: 'Gratin bien doré',
    pancakes: 'Pancakes tout simples',
    smoothie: 'Smoothie aux fruits',
    bruschetta: 'Bruschetta classique',
    quesadilla: 'Quesadillas au fromage',
    shakshuka: 'Shakshuka',
    pilaf: 'Pilaf tout simple',
    'fruit-crumble': 'Crumble aux fruits',
    'quick-pan': 'Poêlée express',
    'fruit-salad': 'Salade de fruits',
    flatbread: 'Pains plats',
    'savoury-tart': 'Tarte salée',
    'hot-chocolate': 'Chocolat chaud',
    'noodle-soup': 'Soupe de nouilles',
    dal: 'Dal tout simple',
    porridge: 'Porridge crémeux',
    'yogurt-bowl': 'Bol de yaourt',
    'spiced-nuts': 'Fruits secs grillés',
    'warm-drink': 'Infusion bien chaude',
    compote: 'Compote de fruits',
    'herb-sauce': 'Sauce express',
    toast: 'Tartine toute simple',
    'baked-pasta': 'Gratin de pâtes',
    pudding: 'Crème dessert onctueuse',
  },
  descriptions: {
    frittata:
      'Une omelette à l’italienne épaisse, dorée et moelleuse à cœur, avec {items:de}. Délicieuse tiède, ou froide le lendemain.',
    omelette:
      'Une omelette baveuse à la française avec {items:de}, que l’on plie et sert dès la sortie de la poêle.',
    'stir-fry': 'Un sauté express au wok avec {items:de}, saisi à feu vif et prêt en quelques minutes.',
    'pasta-sauce':
      'Un plat de pâtes express pour tous les jours, avec {items:de} : la sauce mijote pendant la cuisson des pâtes.',
    risotto: 'Un risotto crémeux avec {items:de} : on le remue patiemment, puis on le lie hors du feu.',
    soup: 'Une soupe réconfortante avec {items:de}, que l’on laisse mijoter doucement jusqu’à ce que tout soit tendre.',
    salad: 'Une salade fraîche avec {items:de}, et un assaisonnement tout simple.',
    'tray-bake':
      'Un plat rôti au four avec {items:de} : tout cuit sur une seule plaque jusqu’à ce que les bords soient dorés, et il n’y a qu’une plaque à laver.',
    curry: 'Un curry parfumé avec {items:de}, le tout mijoté doucement dans les épices.',
    'fried-rice': 'Un riz sauté avec {items:de} : la meilleure façon d’utiliser le riz de la veille.',
    stew: 'Un ragoût réconfortant avec {items:de} : un peu de préparation, puis la cocotte fait tout le reste.',
    'grain-bowl':
      'Un bol coloré avec {items:de} : des céréales tièdes, des légumes frais et une vinaigrette acidulée.',
    gratin:
      'Un gratin fondant avec {items:de}, sous une croûte bien dorée qui bouillonne à la sortie du four.',
    pancakes:
      'Des pancakes moelleux et bien gonflés avec {items:de}, pour un petit-déjeuner sans se presser.',
    smoothie: 'Un smoothie épais et rafraîchissant avec {items:de}, à mixer en quelques minutes.',
    bruschetta:
      'Des tranches de pain grillé bien croustillantes, avec {items:de} sur le dessus, à l’italienne.',
    quesadilla: 'Des tortillas dorées et croustillantes, avec {items:de} dans une garniture fondante.',
    shakshuka: 'Des œufs pochés doucement dans une sauce tomate épicée, avec {items:de}.',
    pilaf: 'Un pilaf parfumé avec {items:de}, aux grains bien détachés.',
    'fruit-crumble': 'Des fruits fondants cuits au four sous une pâte croustillante, avec {items:de}.',
    'quick-pan': 'Un dîner tout simple, cuit dans une seule poêle, avec {items:de}.',
    'fruit-salad':
      'Une salade de fruits frais avec {items:de} : un assaisonnement léger en révèle toutes les saveurs.',
    flatbread: 'Des pains plats maison bien moelleux avec {items:de}, à cuire à sec dans une poêle.',
    'savoury-tart': 'Une tarte salée bien dorée avec {items:de}, à déguster tiède ou à température ambiante.',
    'hot-chocolate': 'Un chocolat chaud épais et onctueux avec {items:de}.',
    'noodle-soup': 'Un bol fumant de nouilles dans un bouillon parfumé, avec {items:de}.',
    dal: 'Un dal épicé et réconfortant avec {items:de} : au dernier moment, on l’arrose d’huile grésillante aux épices.',
    porridge: 'Un porridge chaud et crémeux avec {items:de}, pour un petit-déjeuner tout simple.',
    'yogurt-bowl': 'Un bol tout frais avec {items:de}, à préparer en cinq minutes.',
    'spiced-nuts': 'Un en-cas grillé et croquant avec {items:de} : il se garde plusieurs jours.',
    'warm-drink': 'Une boisson chaude avec {items:de} : un moment de douceur à toute heure de la journée.',
    compote: 'Une compote fondante avec {items:de}, à déguster sur un yaourt, un porridge ou une tartine.',
    'herb-sauce':
      'Une sauce express pleine de fraîcheur avec {items:de}, pour accompagner pâtes, poisson, viande ou légumes.',
    toast: 'Une tartine de pain grillé bien croustillante, avec {items:de} sur le dessus.',
    'baked-pasta': 'Un généreux gratin de pâtes avec {items:de}, à la surface bien dorée.',
    pudding: 'Une crème dessert maison bien lisse, avec {items:de}.',
  },
  steps: {
    'prep.ready': 'Préparez {items:def}.',
    'prep.veg': 'Lavez {items:def} et coupez-{items:pron} en morceaux.',
    'prep.veg.strips': 'Lavez {items:def} et taillez-{items:pron} en fines lanières.',
    'prep.veg.slices': 'Lavez et émincez finement {items:def}.',
    'prep.veg.dice': 'Lavez {items:def} et coupez-{items:pron} en dés.',
    'prep.veg.fine': 'Lavez et hachez finement {items:def}.',
    'prep.veg.chunks': 'Lavez {items:def} et coupez-{items:pron} en gros morceaux.',
    'prep.florets': 'Lavez {items:def} et détaillez-{items:pron} en petits bouquets.',
    'prep.florets.chunks': 'Lavez {items:def} et détaillez-{items:pron} en gros bouquets.',
    'prep.halve': 'Lavez {items:def} et coupez-{items:pron} en deux.',
    'prep.peel': 'Épluchez {items:def} et coupez-{items:pron} en morceaux.',
    'prep.peel.strips': 'Épluchez {items:def} et taillez-{items:pron} en fines lanières.',
    'prep.peel.slices': 'Épluchez et émincez finement {items:def}.',
    'prep.peel.dice': 'Épluchez {items:def} et coupez-{items:pron} en dés.',
    'prep.peel.fine': 'Épluchez et hachez finement {items:def}.',
    'prep.peel.chunks': 'Épluchez {items:def} et coupez-{items:pron} en gros morceaux.',
    'prep.allium': 'Pelez et hachez finement {items:def}.',
    'prep.allium.strips': 'Pelez et émincez finement {items:def}.',
    'prep.allium.slices': 'Pelez et émincez finement {items:def}.',
    'prep.allium.chunks': 'Pelez {items:def} et coupez-{items:pron} en quartiers.',
    'prep.garlic': 'Épluchez et hachez finement {items:def}.',
    'prep.garlic.chunks': 'Épluchez {items:def} et écrasez légèrement avec le plat d’un couteau.',
    'prep.garlic.strips': 'Épluchez et émincez finement {items:def}.',
    'prep.garlic.slices': 'Épluchez et émincez finement {items:def}.',
    'prep.trim': 'Parez, lavez et émincez {items:def}.',
    'prep.meat': 'Épongez {items:def} avec du papier absorbant et coupez-{items:pron} en morceaux.',
    'prep.meat.strips':
      'Épongez {items:def} avec du papier absorbant et taillez-{items:pron} en fines lanières.',
    'prep.meat.slices':
      'Épongez {items:def} avec du papier absorbant et coupez-{items:pron} en fines tranches.',
    'prep.meat.chunks':
      'Épongez {items:def} avec du papier absorbant et coupez-{items:pron} en gros morceaux.',
    'prep.stewMeat': 'Épongez {items:def} avec du papier absorbant et coupez-{items:pron} en gros cubes.',
    'prep.fish':
      'Épongez {items:def}, retirez les arêtes éventuelles et coupez-{items:pron} en gros morceaux.',
    'prep.fish.strips': 'Épongez {items:def}, retirez les arêtes éventuelles et taillez en lanières.',
    'prep.fish.slices': 'Épongez {items:def}, retirez les arêtes éventuelles et taillez en lanières.',
    'prep.fruit':
      'Épluchez, épépinez ou dénoyautez {items:def} selon le cas, puis coupez-{items:pron} en morceaux.',
    'prep.fruit.slices':
      'Épluchez, épépinez ou dénoyautez {items:def} selon le cas, puis coupez-{items:pron} en fines lamelles.',
    'prep.fruit.dice':
      'Épluchez, épépinez ou dénoyautez {items:def} selon le cas, puis coupez-{items:pron} en dés.',
    'prep.fruit.chunks':
      'Épluchez, épépinez ou dénoyautez {items:def} selon le cas, puis coupez-{items:pron} en gros morceaux.',
    'prep.fruitCore': 'Épluchez et épépinez {items:def}, puis coupez-{items:pron} en morceaux.',
    'prep.fruitStone': 'Coupez en deux {items:def}, retirez les noyaux et coupez la chair en morceaux.',
    'prep.fruitPeel': 'Épluchez {items:def} et coupez-{items:pron} en morceaux.',
    'prep.hull': 'Rincez délicatement {items:def}, épongez et équeutez.',
    'prep.mushroom': 'Nettoyez {items:def} avec un papier absorbant humide, puis émincez-{items:pron}.',
    'prep.mushroom.chunks':
      'Nettoyez {items:def} avec un papier absorbant humide, puis coupez-{items:pron} en quartiers.',
    'prep.mushroom.dice': 'Nettoyez {items:def} avec un papier absorbant humide, puis hachez finement.',
    'prep.mushroom.fine': 'Nettoyez {items:def} avec un papier absorbant humide, puis hachez finement.',
    'prep.sausage': 'Coupez {items:def} en rondelles épaisses.',
    'prep.sausage.chunks': 'Piquez {items:def} ici et là avec une fourchette : elles rôtissent entières.',
    'prep.sausage.dice': 'Retirez la peau {items:de}, puis émiettez la chair.',
    'prep.sausage.fine': 'Retirez la peau {items:de}, puis émiettez la chair.',
    'prep.bread': 'Coupez {items:def} en cubes.',
    'prep.bread.slices': 'Coupez {items:def} en tranches.',
    'prep.cheeseCut': 'Coupez {items:def} en petits dés.',
    'prep.cheeseCut.slices': 'Coupez {items:def} en fines lamelles.',
    'prep.cheeseCut.strips': 'Coupez {items:def} en fines lamelles.',
    'prep.leafy': 'Lavez soigneusement {items:def}, retirez les tiges dures et hachez grossièrement.',
    'prep.saladLeaf': 'Lavez et essorez {items:def}, puis déchirez-{items:pron} en morceaux.',
    'prep.herb': 'Lavez et ciselez finement {items:def}.',
    'prep.chili': 'Épépinez et hachez finement {items:def}.',
    'prep.bellPepper': 'Lavez {items:def}, épépinez-{items:pron} et coupez-{items:pron} en lanières.',
    'prep.aromatic': 'Épluchez et râpez finement {items:def}.',
    'prep.grate': 'Râpez {items:def}.',
    'prep.crumble': 'Émiettez {items:def}.',
    'prep.thaw':
      'Faites décongeler {items:def} dans une passoire sous l’eau tiède (ou au micro-ondes) et pressez-les bien pour en extraire le plus d’eau possible.',
    'prep.tornHerb': 'Lavez {items:def} et déchirez les feuilles à la main.',
    'prep.boneIn': 'Épongez {items:def} avec du papier absorbant.',
    'prep.wholeFish':
      'Rincez {items:def} à l’intérieur et à l’extérieur, épongez avec du papier absorbant, entaillez la peau de deux ou trois incisions de chaque côté, puis salez et poivrez l’intérieur et l’extérieur.',
    'prep.desalt':
      'Rincez bien {items:def} à l’eau froide, laissez tremper 10 minutes pour les dessaler, puis égouttez.',
    'prep.fromFrozen': 'Sortez {items:def} du congélateur au dernier moment, sans les décongeler.',
    'prep.chives': 'Rincez {items:def}, séchez-la et ciselez-la en petits tronçons.',
    'prep.drain': 'Égouttez {items:def}.',
    'prep.rinse': 'Égouttez et rincez {items:def}.',
    'prep.bacon': 'Coupez {items:def} en petits bâtonnets.',
    'prep.cured': 'Coupez {items:def} en lanières.',
    'prep.cookedMeat': 'Coupez {items:def} en morceaux.',
    'prep.cookedStarch': 'Pelez {items:def} si besoin, puis coupez-les en morceaux.',
    'prep.cookedStarch.slices': 'Pelez {items:def} si besoin, puis coupez-les en rondelles d’environ 5 mm.',
    'prep.cookedStarch.dice': 'Pelez {items:def} si besoin, puis coupez-les en petits dés.',
    'prep.cookedStarch.fine': 'Pelez {items:def} si besoin, puis coupez-les en petits dés.',
    'prep.looseGrains': 'Égrainez {items:def} du bout des doigts pour bien séparer les grains.',
    'prep.smoked': 'Coupez {items:def} en lanières.',
    'prep.prawn': 'Décortiquez {items:def} si nécessaire et retirez le boyau noir le long du dos.',
    'prep.mollusc':
      'Brossez {items:def} sous l’eau froide courante, retirez les barbes et jetez tout coquillage qui reste ouvert quand on le tapote.',
    'prep.squid': 'Nettoyez {items:def}, puis coupez-{items:pron} en anneaux.',
    'prep.octopus': 'Rincez soigneusement {items:def} sous l’eau froide courante.',
    'prep.saltFish':
      'La veille, faites dessaler {items:def} 24 heures dans de l’eau froide en changeant l’eau trois fois, puis coupez-{items:pron} en morceaux.',
    'prep.citrus': 'Râpez finement le zeste {items:de}, puis pressez-en le jus.',
    'prep.citrus.zest':
      'Prélevez quelques larges zestes {items:de} avec un économe, sans la peau blanche amère (le jus ferait tourner le lait).',
    'prep.citrus.chunks': 'Lavez {items:def} et coupez-{items:pron} en quartiers.',
    'prep.citrus.slices': 'Lavez {items:def} et coupez-{items:pron} en fines rondelles.',
    'prep.berry': 'Rincez délicatement et épongez {items:def}.',
    'prep.roughChop': 'Hachez grossièrement {items:def}.',
    'prep.tofu': 'Épongez {items:def}, puis coupez-{items:pron} en cubes.',
    'prep.lentil': 'Rincez {items:def} dans une passoire jusqu’à ce que l’eau soit claire.',
    'prep.driedBean':
      'La veille, faites tremper {items:def} dans un grand volume d’eau froide, puis égouttez.',
    'prep.avocado': 'Coupez {items:def} en deux, dénoyautez, prélevez la chair et coupez-la en dés.',
    'prep.pod': 'Équeutez {items:def}.',
    'prep.squash': 'Épluchez et épépinez {items:def}, puis coupez-{items:pron} en morceaux.',
    'brownProtein@poultry':
      'Faites dorer {items:def} dans une poêle bien chaude avec un filet d’huile, puis poursuivez la cuisson jusqu’à ce que la chair soit cuite à cœur, sans trace rosée, {min} min.',
    'brownProtein@stewMeat':
      'Faites dorer {items:def} en plusieurs fois à feu vif dans une cocotte en fonte avec un filet d’huile, jusqu’à ce que la viande soit bien colorée de tous côtés, {min} min.',
    'brownProtein@redMeat':
      'Saisissez {items:def} dans une poêle très chaude avec un filet d’huile jusqu’à ce que la viande soit dorée de tous côtés, {min} min.',
    'brownProtein@mince':
      'Faites dorer {items:def} dans une poêle bien chaude avec un filet d’huile, en émiettant la viande à la cuillère en bois, {min} min.',
    'brownProtein@sausage':
      'Faites dorer {items:def} dans une poêle bien chaude avec un filet d’huile, jusqu’à ce que la chair soit cuite à cœur, {min} min.',
    'brownProtein@bacon':
      'Faites rissoler {items:def} jusqu’à ce que tout soit doré et croustillant, {min} min.',
    'brownProtein@ready': 'Faites réchauffer {items:def} dans une poêle avec un filet d’huile, {min} min.',
    'brownProtein@fish':
      'Faites cuire {items:def} dans une poêle chaude avec un filet d’huile, en retournant une fois, jusqu’à ce que la chair soit tout juste opaque à cœur, {min} min.',
    'brownProtein@shellfish':
      'Faites sauter {items:def} dans une poêle chaude avec un filet d’huile, juste le temps de rosir, {min} min.',
    'brownProtein@mollusc':
      'Mettez {items:def} dans la poêle chaude, couvrez et faites cuire en secouant la poêle jusqu’à ce que les coquilles s’ouvrent, {min} min ; jetez celles qui restent fermées.',
    'brownProtein@squid':
      'Saisissez rapidement {items:def} dans une poêle très chaude avec un filet d’huile, {min} min.',
    'brownProtein@tofu':
      'Faites dorer {items:def} sur toutes les faces dans une poêle chaude avec un filet d’huile, {min} min.',
    'brownProtein@pulse':
      'Faites chauffer {items:def} dans une poêle avec un filet d’huile, en remuant, {min} min.',
    'brownProtein@egg':
      'Battez {items:def}, versez dans une poêle chaude avec un filet d’huile et remuez doucement jusqu’à ce que le mélange soit tout juste pris, {min} min.',
    'stirfry.protein@poultry':
      'Faites sauter {items:def} dans un wok très chaud avec un peu d’huile, jusqu’à ce que la chair soit dorée et cuite à cœur, sans trace rosée, {min} min ; réservez.',
    'stirfry.protein@redMeat':
      'Faites sauter {items:def} dans un wok très chaud avec un peu d’huile, jusqu’à ce que la viande soit bien colorée, {min} min ; réservez.',
    'stirfry.protein@mince':
      'Faites sauter {items:def} dans un wok très chaud avec un peu d’huile, en émiettant la viande, jusqu’à ce qu’elle soit bien colorée, {min} min ; réservez.',
    'stirfry.protein@sausage':
      'Faites sauter {items:def} dans un wok très chaud avec un peu d’huile, jusqu’à ce que tout soit doré et cuit à cœur, {min} min ; réservez.',
    'stirfry.protein@bacon':
      'Faites rissoler {items:def} dans un wok chaud jusqu’à ce que tout soit croustillant, {min} min ; réservez.',
    'stirfry.protein@ready':
      'Faites réchauffer {items:def} dans le wok chaud avec un filet d’huile, {min} min ; réservez.',
    'stirfry.protein@fish':
      'Faites cuire délicatement {items:def} dans un wok chaud avec un peu d’huile, jusqu’à ce que la chair soit tout juste opaque, {min} min ; réservez.',
    'stirfry.protein@shellfish':
      'Faites sauter {items:def} dans un wok très chaud avec un peu d’huile, juste le temps de rosir, {min} min ; réservez.',
    'stirfry.protein@mollusc':
      'Faites cuire {items:def} à couvert dans un wok chaud jusqu’à ce que les coquilles s’ouvrent, {min} min ; réservez et jetez celles qui restent fermées.',
    'stirfry.protein@squid':
      'Faites sauter {items:def} dans un wok très chaud avec un peu d’huile, {min} min seulement ; réservez.',
    'stirfry.protein@tofu':
      'Faites sauter {items:def} dans un wok chaud avec un peu d’huile, jusqu’à ce que tout soit doré, {min} min ; réservez.',
    'stirfry.protein@pulse':
      'Faites sauter {items:def} dans un wok chaud avec un peu d’huile, jusqu’à ce que tout soit légèrement croustillant, {min} min ; réservez.',
    'stirfry.protein@egg':
      'Faites cuire {items:def} en brouillade dans un wok chaud avec un filet d’huile, jusqu’à ce que la brouillade soit tout juste prise, {min} min ; réservez.',
    'late.simmer': 'Ajoutez {items:def}, puis laissez frémir juste le temps de cuire, {min} min.',
    'late.pan': 'Ajoutez {items:def} et poursuivez la cuisson {min} min en remuant.',
    'late.roast':
      'Disposez {items:def} sur la plaque, salez, poivrez et faites rôtir juste à point, {min} min.',
    'late.bake':
      'Ajoutez {items:def} dans le plat et poursuivez la cuisson au four juste à point, {min} min.',
    'late.warm': 'Incorporez {items:def}, puis laissez bien chauffer, {min} min.',
    'crumble.spread': 'Étalez les fruits dans un plat à four et parsemez {items:def} par-dessus.',
    'crumble.spreadPlain': 'Étalez les fruits dans un plat à four.',
    'soup.season':
      'Salez, poivrez et servez dans des assiettes chaudes, sans mixer, avec les morceaux entiers.',
    sweatAromatics:
      'Faites chauffer un filet d’huile dans une sauteuse à feu moyen et faites-y revenir {items:def} en remuant, {min} min.',
    sauteVeg:
      'Faites cuire {items:def} dans une poêle avec un filet d’huile et une pincée de sel, en remuant de temps en temps, {min} min.',
    sauteVegAdd:
      'Ajoutez {items:def} dans la poêle avec une pincée de sel et faites cuire en remuant de temps en temps, {min} min.',
    // Fish and seafood in a quick pan: the vegetables first, the fish on top for its few minutes.
    'quickpan.vegFirst':
      'Faites cuire {items:def} dans une poêle avec un filet d’huile et une pincée de sel, en remuant de temps en temps, {min} min.',
    'quickpan.aromaticsAdd': 'Ajoutez {items:def} dans la poêle et faites revenir en remuant, {min} min.',
    'quickpan.vegFirstAdd':
      'Ajoutez {items:def} dans la poêle avec une pincée de sel et faites cuire en remuant de temps en temps, {min} min.',
    'stirfry.seasonPlainOnBase': 'Salez, poivrez et faites sauter une dernière fois.',
    'stirfry.seasonPlain': 'Salez, poivrez, faites sauter une dernière fois et servez.',
    'quickpan.liftOut': 'Réservez {items:def} sur une assiette, en laissant la graisse dans la poêle.',
    'quickpan.return': 'Remettez {items:def} dans la poêle et mélangez le tout sur le feu, {min} min.',
    'quickpan.readyAdd':
      'Ajoutez {items:def} pour les dernières minutes et faites chauffer en remuant délicatement, {min} min.',
    'quickpan.seasonPlain': 'Salez, poivrez et servez.',
    'quickpan.seasonOnly': 'Salez et poivrez.',
    'quickpan.fishBeside':
      'Ajoutez {items:def} dans la même poêle et faites cuire à feu moyen en retournant une fois, sans trop cuire, {min} min.',
    'quickpan.fishOnTop':
      'Posez {items:def} sur les légumes, couvrez et laissez cuire à feu moyen juste le temps nécessaire, {min} min.',
    brownProtein:
      'Faites dorer {items:def} dans une poêle bien chaude avec un filet d’huile, {min} min, puis salez et poivrez.',
    boilWater: 'Portez à ébullition une grande casserole d’eau, {min} min, puis salez-la.',
    cookBase: 'Faites cuire {items:def} dans l’eau bouillante salée juste à point, {min} min, puis égouttez.',
    serveOver: 'Servez sur {items:def}.',
    serve: 'Servez bien chaud, à même la plaque.',
    garnish: 'Au moment de servir, ajoutez {items:def}.',
    'frittata.beat': 'Battez {items:def} dans un saladier avec une pincée de sel et de poivre.',
    'frittata.cheese': 'Incorporez {items:def} aux œufs battus.',
    'frittata.set':
      'Versez les œufs dans la poêle, couvrez et laissez cuire à feu doux jusqu’à ce que la frittata soit presque prise, {min} min.',
    'frittata.setPan':
      'Faites chauffer un filet d’huile dans une poêle antiadhésive, versez-y les œufs, couvrez et laissez cuire à feu doux jusqu’à ce que la frittata soit presque prise, {min} min.',
    'frittata.flip':
      'Faites glisser la frittata sur une assiette, retournez-la dans la poêle et faites cuire l’autre face, {min} min.',
    'omelette.beat':
      'Battez légèrement {items:def} avec une pincée de sel et de poivre, juste pour mélanger.',
    'omelette.veg':
      'Faites revenir {items:def} avec un filet d’huile dans une poêle antiadhésive, {min} min, puis réservez.',
    'omelette.cook':
      'Faites chauffer un filet d’huile dans une poêle antiadhésive, versez les œufs et remuez doucement jusqu’à ce qu’ils soient pris mais encore baveux, {min} min.',
    'omelette.fill':
      'Répartissez {items:def} sur une moitié, repliez l’omelette et prolongez la cuisson de {min} min.',
    'stirfry.protein':
      'Faites sauter {items:def} dans un wok très chaud avec un peu d’huile jusqu’à cuisson complète, {min} min ; réservez.',
    'stirfry.aromatics':
      'Faites chauffer un filet d’huile dans un wok ou une grande poêle et faites-y revenir {items:def} pendant {min} min, jusqu’à ce que le parfum se dégage.',
    'stirfry.veg':
      'Faites sauter {items:def} à feu vif dans le wok bien chaud avec un filet d’huile, sans cesser de remuer, {min} min.',
    'stirfry.sauce':
      'Remettez dans le wok ce que vous avez réservé, ajoutez {items:def} avec un trait d’eau, puis mélangez vivement, {min} min.',
    'stirfry.sauceOnly':
      'Ajoutez {items:def} avec un trait d’eau, puis mélangez vivement le tout, {min} min.',
    'stirfry.returnPlain':
      'Remettez dans le wok ce que vous avez réservé, salez, poivrez et faites sauter à feu vif, {min} min.',
    'pasta.sauce': 'Ajoutez {items:def} dans la poêle avec un peu d’eau et laissez mijoter, {min} min.',
    'pasta.saucePan':
      'Faites chauffer un filet d’huile dans une grande poêle et ajoutez {items:def}. Versez un peu d’eau et laissez mijoter, {min} min.',
    'pasta.cook':
      'Faites cuire {items:def} al dente dans l’eau bouillante, {min} min ; réservez un bol d’eau de cuisson, puis égouttez.',
    'pasta.cook@filledPasta':
      'Faites cuire {items:def} dans l’eau frémissante comme indiqué sur le paquet (ils sont cuits quand ils remontent à la surface), {min} min ; réservez un bol d’eau de cuisson, puis égouttez.',
    'pasta.toss': 'Mélangez les pâtes à la sauce avec un peu d’eau de cuisson, puis servez avec {items:def}.',
    'pasta.tossPlain': 'Mélangez les pâtes à la sauce avec un peu de leur eau de cuisson et servez aussitôt.',
    'risotto.heatStock':
      'Faites chauffer {items:def} avec environ 1 litre d’eau dans une petite casserole et maintenez à petit frémissement.',
    'risotto.heatWater':
      'Portez environ 1 litre d’eau légèrement salée à frémissement et gardez-la chaude, {min} min.',
    'risotto.sweat':
      'Faites chauffer un filet d’huile dans une large casserole à fond épais et faites-y revenir {items:def} à feu moyen en remuant, {min} min.',
    'risotto.toast': 'Ajoutez {items:def} dans la même casserole et faites nacrer en remuant, {min} min.',
    'risotto.toastPan':
      'Faites chauffer un filet d’huile dans une large casserole, ajoutez {items:def} et faites nacrer en remuant, {min} min.',
    'risotto.cook':
      'Ajoutez le liquide chaud louche par louche, en remuant, jusqu’à ce que le riz soit crémeux, {min} min.',
    'risotto.finish':
      'Hors du feu, incorporez {items:def}, couvrez et laissez reposer 2 min avant de servir.',
    'soup.sweat':
      'Faites chauffer un filet d’huile dans une grande casserole à feu moyen et faites-y revenir {items:def} en remuant, {min} min.',
    'soup.simmer':
      'Ajoutez {items:def}, couvrez d’eau largement (2 cm au-dessus), portez à ébullition et laissez mijoter jusqu’à ce que tout soit tendre, {min} min.',
    'soup.simmerPot':
      'Mettez {items:def} dans une grande casserole avec un filet d’huile, couvrez d’eau (2 cm au-dessus), portez à ébullition et laissez mijoter jusqu’à ce que tout soit tendre, {min} min.',
    'soup.blend':
      'Mixez tout ou partie de la soupe jusqu’à obtenir une texture lisse, puis salez et poivrez, {min} min.',
    'salad.dress': 'Fouettez {items:def} avec 3 cuillerées à soupe d’huile d’olive, du sel et du poivre.',
    'salad.dressPlain':
      'Mélangez 3 cuillerées à soupe d’huile d’olive avec une pincée de sel et de poivre : un assaisonnement tout simple.',
    'salad.toss': 'Ajoutez {items:def}, puis mélangez le tout avec l’assaisonnement.',
    'crumble.heat': 'Préchauffez le four à 190 °C (170 °C chaleur tournante), {min} min.',
    'tray.heat': 'Préchauffez le four à 220 °C (200 °C chaleur tournante), {min} min.',
    'tray.spread': 'Étalez {items:def} sur une grande plaque.',
    'tray.toss': 'Arrosez d’huile, ajoutez {items:def}, salez, poivrez et mélangez bien.',
    'tray.tossPlain': 'Arrosez d’huile, salez, poivrez et mélangez bien.',
    'tray.roast.before': 'Faites rôtir {min} min en retournant une fois.',
    'tray.roast':
      'Faites rôtir jusqu’à ce que tout soit doré et cuit, en retournant à mi-cuisson, {min} min.',
    'curry.sweat':
      'Faites chauffer un filet d’huile dans une grande sauteuse et faites-y revenir {items:def} à feu moyen en remuant, {min} min.',
    'curry.spicesAdd':
      'Ajoutez {items:def} et faites revenir {min} min en remuant, jusqu’à ce que le parfum se dégage.',
    'curry.spices':
      'Faites chauffer un filet d’huile dans une grande sauteuse et faites-y revenir {items:def} {min} min en remuant, jusqu’à ce que le parfum se dégage.',
    'curry.protein':
      'Ajoutez {items:def} dans la poêle et mélangez pour bien l’enrober d’oignon et d’épices, {min} min.',
    'curry.protein@poultry':
      'Ajoutez {items:def} dans la poêle et faites revenir avec l’oignon et les épices jusqu’à ce que la viande soit légèrement dorée de tous côtés, {min} min.',
    'curry.protein@redMeat':
      'Ajoutez {items:def} dans la poêle et faites revenir avec l’oignon et les épices jusqu’à ce que la viande soit légèrement dorée de tous côtés, {min} min.',
    'curry.protein@stewMeat':
      'Ajoutez {items:def} dans la poêle et faites revenir avec l’oignon et les épices jusqu’à ce que la viande soit légèrement dorée de tous côtés, {min} min.',
    'curry.protein@mince':
      'Ajoutez {items:def} dans la poêle et faites revenir avec l’oignon et les épices jusqu’à ce que la viande soit légèrement dorée de tous côtés, {min} min.',
    'curry.simmer':
      'Ajoutez {items:def} avec environ 200 ml d’eau, couvrez et laissez mijoter jusqu’à ce que tout soit tendre, {min} min.',
    'friedrice.egg':
      'Poussez le riz sur un côté de la poêle, faites cuire {items:def} en brouillade dans l’espace libéré, puis mélangez au riz, {min} min.',
    'friedrice.fry':
      'Ajoutez le riz (celui de la veille est idéal) et faites-le sauter à feu vif, en remuant, {min} min.',
    'risotto.addVeg': 'Incorporez {items:def}, puis laissez cuire {min} min.',
    'friedrice.season': 'Assaisonnez avec {items:def}, puis mélangez bien, {min} min.',
    season: 'Assaisonnez avec {items:def}, goûtez, puis salez et poivrez, {min} min.',
    'stew.sweat': 'Ajoutez {items:def} et faites revenir en remuant, {min} min.',
    'stew.liquid':
      'Déglacez avec {items:def} en grattant les sucs de cuisson et portez à frémissement, {min} min.',
    'stew.simmer':
      'Ajoutez {items:def}, mouillez à hauteur d’eau, posez le couvercle et laissez mijoter doucement jusqu’à ce que tout soit tendre, {min} min.',
    'stew.simmerPlain':
      'Mouillez à hauteur d’eau, posez le couvercle et laissez mijoter doucement jusqu’à ce que tout soit tendre, {min} min.',
    'stew.finish': 'Retirez le couvercle, laissez réduire la sauce, puis salez et poivrez, {min} min.',
    'bowl.protein': 'Faites chauffer ou cuire {items:def} dans une poêle avec un filet d’huile, {min} min.',
    'bowl.dress':
      'Mélangez {items:def} avec une cuillerée d’huile, du sel et du poivre pour obtenir une vinaigrette.',
    'bowl.assemble':
      'Répartissez les céréales et les légumes dans des bols, arrosez de vinaigrette et parsemez {items:def} sur le dessus.',
    'bowl.assemblePlain': 'Répartissez les céréales et les légumes dans des bols et arrosez de vinaigrette.',
    'gratin.parboil':
      'Faites précuire {items:def} dans l’eau bouillante salée, {min} min, puis égouttez bien.',
    'gratin.layer':
      'Disposez les légumes en couches dans un plat huilé, en assaisonnant au fur et à mesure, puis versez {items:def} par-dessus.',
    'gratin.layerPlain':
      'Disposez les légumes en couches dans un plat huilé, en assaisonnant au fur et à mesure, puis ajoutez un peu d’eau.',
    'gratin.top': 'Parsemez {items:def} sur toute la surface.',
    'gratin.bake': 'Enfournez jusqu’à ce que le gratin bouillonne et soit bien doré, {min} min.',
    'pancakes.batter':
      'Fouettez {items:def} avec une pincée de sel et assez d’eau pour obtenir une pâte épaisse et lisse.',
    'pancakes.rest': 'Laissez reposer la pâte, {min} min.',
    'pancakes.cook':
      'Dans une poêle légèrement huilée, versez de petites louches de pâte et laissez cuire jusqu’à ce que des bulles apparaissent, puis retournez, {min} min en tout.',
    'pancakes.serve': 'Servez les pancakes bien chauds avec {items:def}.',
    'smoothie.blend':
      'Mixez le tout avec {items:def} jusqu’à obtenir une texture lisse, en ajoutant un peu d’eau froide si c’est trop épais, {min} min.',
    'smoothie.blendWater':
      'Mixez le tout avec environ 200 ml d’eau froide jusqu’à obtenir une texture lisse, {min} min.',
    'bruschetta.toast':
      'Coupez {items:def} en tranches et faites griller les tranches jusqu’à ce qu’elles soient bien croustillantes, {min} min.',
    'bruschetta.rub': 'Frottez les tranches encore chaudes avec {items:def}.',
    'bruschetta.topping':
      'Hachez grossièrement {items:def}, puis mélangez avec un filet d’huile, du sel et du poivre.',
    'bruschetta.top': 'Répartissez {items:def} sur les tranches.',
    'bruschetta.drizzle': 'Terminez par un filet d’huile d’olive et servez aussitôt.',
    'quesadilla.fill':
      'Étalez la garniture sur une moitié de chaque tortilla, ajoutez {items:def}, puis repliez.',
    'quesadilla.fillPlain': 'Étalez la garniture sur une moitié de chaque tortilla et repliez.',
    'quesadilla.cook':
      'Faites cuire {items:def} à sec dans une poêle chaude, en retournant une fois, jusqu’à ce que tout soit croustillant et fondant, {min} min.',
    'shakshuka.sauce':
      'Ajoutez {items:def}, puis laissez mijoter jusqu’à obtenir une sauce épaisse, {min} min.',
    'shakshuka.eggs':
      'Creusez de petits puits dans la sauce, cassez-y {items:def}, couvrez et laissez cuire jusqu’à ce que les blancs soient pris, {min} min.',
    'pilaf.toast':
      'Ajoutez {items:def}, puis remuez pendant {min} min pour bien enrober chaque grain d’huile.',
    'pilaf.simmer':
      'Ajoutez {items:def}, versez deux volumes d’eau pour un volume de grains, salez, couvrez et laissez cuire à feu doux, {min} min.',
    'pilaf.simmerPlain':
      'Versez deux volumes d’eau pour un volume de grains, salez, couvrez et laissez cuire à feu doux, {min} min.',
    'pilaf.rest': 'Éteignez le feu et laissez reposer à couvert, {min} min, puis égrainez à la fourchette.',
    'pilaf.nuts': 'Faites griller {items:def} à sec dans une poêle, {min} min, puis parsemez-en le pilaf.',
    'crumble.rub':
      'Du bout des doigts, travaillez {items:def} jusqu’à obtenir de grosses miettes, puis parsemez-en les fruits.',
    'crumble.bake':
      'Enfournez jusqu’à ce que le crumble soit doré et que les fruits bouillonnent sur les bords, {min} min.',
    'fruitsalad.dress': 'Mélangez délicatement avec {items:def}.',
    'fruitsalad.serve': 'Servez avec {items:def}.',
    'fruitsalad.chill': 'Réservez au frais, {min} min, pour que les jus se mélangent.',
    'flatbread.dough':
      'Mélangez {items:def} avec une pincée de sel, une cuillerée d’huile et assez d’eau tiède pour obtenir une pâte souple.',
    'flatbread.rest': 'Pétrissez brièvement, couvrez et laissez reposer, {min} min.',
    'flatbread.shape':
      'Divisez la pâte en boules, étalez-les finement et répartissez {items:def} sur le dessus en appuyant légèrement.',
    'flatbread.cook':
      'Faites cuire les pains un par un à sec dans une poêle bien chaude, jusqu’à ce qu’ils gonflent et se tachettent, en les retournant une fois, {min} min en tout.',
    'tart.line': 'Foncez une plaque ou un moule avec {items:def}, puis piquez le fond à la fourchette.',
    'tart.fill': 'Mélangez {items:def} avec du sel et du poivre, puis versez sur la pâte avec les légumes.',
    'tart.bake': 'Enfournez jusqu’à ce que la pâte soit gonflée et dorée, {min} min.',
    'chocolate.heat':
      'Faites chauffer {items:def} dans une petite casserole sans laisser bouillir, {min} min.',
    'chocolate.heatWater':
      'Faites chauffer une tasse d’eau par personne dans une petite casserole, {min} min.',
    'chocolate.melt':
      'Incorporez {items:def} en fouettant jusqu’à ce que le mélange soit fondu et lisse, {min} min.',
    'chocolate.spice': 'Ajoutez {items:def}, puis fouettez encore {min} min.',
    'chocolate.serve': 'Versez dans des tasses et servez bien chaud.',
    'noodlesoup.broth':
      'Portez à ébullition 400 ml d’eau par personne avec {items:def}, puis laissez frémir, {min} min.',
    'noodlesoup.brothPlain': 'Portez à ébullition 400 ml d’eau légèrement salée par personne, {min} min.',
    'noodlesoup.protein':
      'Ajoutez {items:def} dans le bouillon et laissez frémir jusqu’à cuisson complète, {min} min.',
    'noodlesoup.serve':
      'Répartissez les nouilles dans les bols, versez le bouillon par-dessus et terminez avec {items:def}.',
    'noodlesoup.servePlain':
      'Répartissez les nouilles dans les bols, versez le bouillon brûlant par-dessus et servez aussitôt.',
    'dal.rinse': 'Rincez {items:def} dans une passoire jusqu’à ce que l’eau soit claire.',
    'dal.simmer':
      'Versez trois volumes d’eau pour un volume de légumineuses, ajoutez {items:def}, puis laissez mijoter jusqu’à ce que tout soit fondant, en remuant de temps en temps, {min} min.',
    'dal.simmerPlain':
      'Versez trois volumes d’eau pour un volume de légumineuses et laissez mijoter jusqu’à ce que tout soit fondant, en remuant de temps en temps, {min} min.',
    'dal.tadka':
      'Faites chauffer un peu d’huile dans une petite poêle, faites-y revenir {items:def} jusqu’à ce que le parfum se dégage, {min} min, puis versez sur le dal.',
    'dal.tadkaPlain': 'Salez et incorporez une cuillerée d’huile, {min} min.',
    'porridge.cook':
      'Faites cuire {items:def} à feu doux avec une pincée de sel et assez d’eau pour obtenir une texture crémeuse, en remuant, {min} min.',
    'porridge.serve': 'Versez dans des bols et garnissez avec {items:def}.',
    'porridge.servePlain': 'Versez dans des bols et servez chaud.',
    'yogurt.bowl': 'Répartissez {items:def} dans des bols.',
    'yogurt.top': 'Parsemez {items:def} sur le dessus et servez.',
    'nuts.toast':
      'Faites griller {items:def} à sec dans une poêle, à feu moyen, en secouant souvent la poêle, {min} min.',
    'nuts.coat':
      'Ajoutez {items:de}, un filet d’huile et une pincée de sel, puis mélangez pour bien enrober, {min} min.',
    'nuts.coatPlain':
      'Ajoutez un filet d’huile et une pincée de sel, puis mélangez pour bien enrober, {min} min.',
    'nuts.cool':
      'Étalez sur une assiette et laissez refroidir jusqu’à ce que tout soit bien croquant, {min} min.',
    'drink.heat':
      'Faites chauffer {items:def} dans une petite casserole jusqu’aux premières vapeurs, {min} min.',
    'drink.heatWater': 'Portez à ébullition une tasse d’eau par personne, {min} min.',
    'drink.infuse': 'Ajoutez {items:def}, coupez le feu et laissez infuser, {min} min.',
    'drink.serve': 'Filtrez dans des tasses et ajoutez {items:de} à votre goût.',
    'drink.servePlain': 'Filtrez dans des tasses et servez bien chaud.',
    'compote.simmer':
      'Mettez les fruits dans une casserole avec {items:def} et un trait d’eau, puis faites cuire à feu doux jusqu’à ce qu’ils soient fondants, {min} min.',
    'compote.simmerPlain':
      'Faites cuire les fruits dans une casserole à feu doux avec un trait d’eau jusqu’à ce qu’ils soient fondants, {min} min.',
    'compote.cool': 'Laissez tiédir un peu avant de servir, {min} min.',
    'sauce.mix':
      'Dans un bol, mélangez {items:def} avec une pincée de sel et un peu d’eau jusqu’à obtenir une sauce lisse.',
    'sauce.rest': 'Laissez les saveurs se mélanger, {min} min, puis goûtez et rectifiez l’assaisonnement.',
    'toast.toast': 'Faites griller {items:def} jusqu’à obtenir une belle couleur dorée, {min} min.',
    'toast.egg':
      'Faites cuire {items:def} au plat dans un filet d’huile, jusqu’à ce que le blanc soit pris, {min} min.',
    'toast.assemble': 'Répartissez {items:def} sur les tartines et servez.',
    'toast.assemblePlain': 'Arrosez d’un filet d’huile d’olive, ajoutez une pincée de sel et servez.',
    'bakedpasta.sauce':
      'Salez et poivrez {items:def}, puis faites mijoter pour obtenir une sauce, {min} min.',
    'bakedpasta.sauceWith':
      'Ajoutez {items:def} dans la poêle, salez, poivrez et laissez mijoter pour obtenir une sauce, {min} min.',
    'bakedpasta.parboil':
      'Faites cuire {items:def} dans l’eau bouillante 2 minutes de moins que le temps indiqué sur le paquet, pour que les pâtes restent fermes au four, {min} min ; égouttez.',
    'bakedpasta.layer':
      'Dans un plat à four huilé, mélangez {items:def} avec la sauce, en gardant une poignée de fromage à parsemer sur le dessus.',
    'bakedpasta.bake': 'Enfournez jusqu’à ce que le plat bouillonne et soit bien doré, {min} min.',
    'pudding.mix': 'Dans une casserole, fouettez {items:def} jusqu’à obtenir un mélange lisse.',
    'pudding.cook':
      'Incorporez {items:def} en fouettant et faites cuire à feu doux, sans cesser de remuer, jusqu’à ce que la crème épaississe, {min} min.',
    'pudding.cookPlain':
      'Incorporez 500 ml d’eau en fouettant et faites cuire à feu doux, sans cesser de remuer, jusqu’à ce que la crème épaississe, {min} min.',
    'pudding.set': 'Versez dans des ramequins et laissez prendre au réfrigérateur, {min} min.',
    'pudding.serve': 'Au moment de servir, répartissez {items:def} sur le dessus.',
  },
  restNote: 'Comptez en plus {text} de repos ou de réfrigération.',
  restTime: { hours: '{n} heures', hour: '1 heure', minutes: '{n} minutes', night: 'une nuit' },
  pantryNote: 'Il vous faudra aussi : {items}.',
  leftOut: 'Ingrédients non utilisés : {items}.',
  reasons: {
    unknown: 'pas encore dans notre liste d’ingrédients',
    noRole: 'pour un autre repas',
    elsewhere: 'pour une autre de ces recettes',
    slowCook: 'pour une longue cuisson à feu doux',
    tooMany: 'un ingrédient de plus surchargerait le plat',
    tooLong: 'au-delà du temps dont vous disposez',
  },
  tips: {
    vegetables:
      'Gardez les épluchures et les parures {item:de} dans un sac au congélateur : elles feront un excellent bouillon.',
    bread:
      'Faites sécher au four doux ce qui reste {item:de}, puis mixez : vous obtiendrez une excellente chapelure.',
    cheese: 'Gardez la croûte {item:de} : un morceau mijoté dans une soupe lui donne beaucoup de goût.',
    fruit:
      'Un fruit trop mûr fait un excellent smoothie ou une compote express : pensez-y pour {item:def}, ou coupez en morceaux et congelez.',
    herbs: 'Hachez le reste {item:de} avec un peu d’huile et congelez dans un bac à glaçons.',
    meat: 'Une fois cuits, les restes {item:debare} se gardent 2 jours au réfrigérateur : émincez-les et ajoutez-les à une salade ou à un wrap.',
    fish: 'Le poisson se cuisine de préférence le jour de l’achat : bien couvert au réfrigérateur, il se garde une journée au plus.',
    grains:
      'Faites cuire {item:def} en plus grande quantité : le reste, vite refroidi, fera le déjeuner du lendemain.',
    pasta: 'Avec deux œufs, ce qui reste {item:de} devient une frittata de pâtes bien croustillante.',
    legumes: 'Gardez le liquide de conservation {item:de} : monté en neige, il remplace les blancs d’œufs.',
    dairy: 'Pensez à utiliser {item:def} avant la date limite, dans des crêpes ou une béchamel.',
    eggs: 'Les œufs se conservent mieux dans leur boîte sur une clayette du réfrigérateur que dans la porte ; un œuf qui reste couché au fond d’un verre d’eau est frais.',
    generic: 'Prévoyez le repas de demain avec ce qui reste aujourd’hui : rien ne se perd.',
  },
};
