import type { ComposerTexts } from '../types';

/** French. Placeholders: {items} (ingredient list), {min} (minutes), {item} (one ingredient). */
export const FR: ComposerTexts = {
  and: 'et',
  staples: { salt: 'sel', pepper: 'poivre noir', oil: 'huile d’olive', water: 'eau' },
  toTaste: 'selon besoin',
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
  },
  titles: {
    frittata: 'Frittata de {items}',
    omelette: 'Omelette avec {items}',
    'stir-fry': 'Sauté de {items} au wok',
    'pasta-sauce': 'Pâtes avec {items}',
    risotto: 'Risotto avec {items}',
    soup: 'Soupe de {items}',
    salad: 'Salade de {items}',
    'tray-bake': 'Plaque rôtie : {items}',
    curry: 'Curry de {items}',
    'fried-rice': 'Riz sauté avec {items}',
    stew: 'Ragoût de {items}',
    'grain-bowl': 'Bol de céréales avec {items}',
    gratin: 'Gratin de {items}',
    pancakes: 'Pancakes avec {items}',
    smoothie: 'Smoothie de {items}',
    bruschetta: 'Bruschetta avec {items}',
    quesadilla: 'Quesadillas avec {items}',
    shakshuka: 'Shakshuka avec {items}',
    pilaf: 'Pilaf de {items}',
    'fruit-crumble': 'Crumble de {items}',
    'quick-pan': 'Poêlée de {items}',
    'fruit-salad': 'Salade de fruits avec {items}',
    flatbread: 'Galettes de pain avec {items}',
    'savoury-tart': 'Tarte salée avec {items}',
    'hot-chocolate': 'Chocolat chaud avec {items}',
    'noodle-soup': 'Soupe de nouilles avec {items}',
    dal: 'Dal de {items}',
    porridge: 'Porridge avec {items}',
    'yogurt-bowl': 'Bol au yaourt avec {items}',
    'spiced-nuts': 'Fruits secs grillés : {items}',
    'warm-drink': 'Boisson chaude avec {items}',
    compote: 'Compote de {items}',
    'herb-sauce': 'Sauce avec {items}',
    toast: 'Tartine avec {items}',
    'baked-pasta': 'Pâtes au four avec {items}',
    pudding: 'Crème dessert avec {items}',
  },
  fallbackTitle: {
    frittata: 'Frittata toute simple',
    omelette: 'Omelette classique',
    'stir-fry': 'Légumes sautés au wok',
    'pasta-sauce': 'Pâtes à l’huile et au poivre',
    risotto: 'Risotto blanc',
    soup: 'Soupe de légumes',
    salad: 'Salade du potager',
    'tray-bake': 'Plaque rôtie au four',
    curry: 'Curry de légumes',
    'fried-rice': 'Riz sauté sans œuf',
    stew: 'Ragoût mijoté',
    'grain-bowl': 'Bol de céréales',
    gratin: 'Gratin bien doré',
    pancakes: 'Pancakes tout simples',
    smoothie: 'Smoothie aux fruits',
    bruschetta: 'Bruschetta à l’huile d’olive',
    quesadilla: 'Quesadillas au fromage',
    shakshuka: 'Shakshuka',
    pilaf: 'Pilaf tout simple',
    'fruit-crumble': 'Crumble aux fruits',
    'quick-pan': 'Poêlée express',
    'fruit-salad': 'Salade de fruits',
    flatbread: 'Galettes de pain',
    'savoury-tart': 'Tarte salée',
    'hot-chocolate': 'Chocolat chaud',
    'noodle-soup': 'Soupe de nouilles',
    dal: 'Dal tout simple',
    porridge: 'Porridge crémeux',
    'yogurt-bowl': 'Bol au yaourt',
    'spiced-nuts': 'Fruits secs grillés',
    'warm-drink': 'Infusion bien chaude',
    compote: 'Compote de fruits',
    'herb-sauce': 'Sauce express',
    toast: 'Tartine à l’huile d’olive',
    'baked-pasta': 'Pâtes au four',
    pudding: 'Crème dessert onctueuse',
  },
  descriptions: {
    frittata:
      'Une omelette italienne épaisse et dorée, à base de {items}, moelleuse à cœur. Délicieuse tiède, ou froide le lendemain.',
    omelette:
      'Une omelette moelleuse à la française, à base de {items}, pliée et servie dès la sortie de la poêle.',
    'stir-fry': 'Un sauté express de {items}, saisi à feu vif pour que tout garde son croquant.',
    'pasta-sauce':
      'Des pâtes express pour tous les jours : la sauce, à base de {items}, mijote pendant la cuisson des pâtes.',
    risotto: 'Un risotto crémeux à base de {items}, remué patiemment et lié hors du feu.',
    soup: 'Une soupe réconfortante de {items}, mijotée jusqu’à ce que tout soit tendre, puis mixée bien lisse.',
    salad: 'Une salade fraîche de {items}, avec une vinaigrette toute simple.',
    'tray-bake':
      'Tout cuit au four sur une seule plaque : {items}, dorés sur les bords, et une seule plaque à laver.',
    curry: 'Un curry parfumé de {items}, mijoté doucement dans les épices.',
    'fried-rice': 'Du riz sauté avec {items} : la meilleure façon d’utiliser le riz de la veille.',
    stew: 'Un ragoût réconfortant de {items}, mijoté longuement : un peu de préparation, puis la cocotte fait tout le reste.',
    'grain-bowl':
      'Un bol coloré de {items} : des céréales tièdes, des légumes frais et une vinaigrette acidulée.',
    gratin:
      'Un gratin de {items} qui bouillonne sous une croûte dorée, cuit au four jusqu’à ce que tout soit fondant.',
    pancakes:
      'Des pancakes moelleux et bien gonflés, à base de {items}, parfaits pour un petit-déjeuner tranquille.',
    smoothie: 'Un smoothie épais et rafraîchissant à base de {items}, prêt en quelques minutes.',
    bruschetta: 'Du pain grillé bien croustillant, garni de {items}, à l’italienne.',
    quesadilla: 'Des tortillas croustillantes garnies de {items}, fondantes et dorées.',
    shakshuka: 'Des œufs pochés doucement dans une sauce tomate épicée, avec {items}.',
    pilaf: 'Un pilaf parfumé de {items}, aux grains bien détachés.',
    'fruit-crumble': 'Des fruits chauds cuits au four sous un crumble croustillant : {items}.',
    'quick-pan': 'Une poêlée express de {items}, prête en un quart d’heure.',
    'fruit-salad':
      'Une salade de fruits frais à base de {items}, assaisonnée juste ce qu’il faut pour en révéler les saveurs.',
    flatbread: 'Des galettes de pain maison toutes moelleuses, à base de {items}, cuites à sec à la poêle.',
    'savoury-tart': 'Une tarte salée bien dorée avec {items}, délicieuse tiède ou à température ambiante.',
    'hot-chocolate': 'Un chocolat chaud épais et onctueux, à base de {items}.',
    'noodle-soup': 'Un bol fumant de nouilles dans un bouillon parfumé, avec {items}.',
    dal: 'Un dal épicé et réconfortant de {items}, arrosé au dernier moment d’huile grésillante aux épices.',
    porridge: 'Un porridge chaud et crémeux de {items}, pour un petit-déjeuner tout simple.',
    'yogurt-bowl': 'Un bol tout frais avec {items}, prêt en cinq minutes.',
    'spiced-nuts': 'Un en-cas croquant et grillé à base de {items}, qui se garde plusieurs jours.',
    'warm-drink':
      'Une boisson chaude et réconfortante à base de {items}, apaisante à tout moment de la journée.',
    compote: 'Une compote fondante de {items}, délicieuse sur un yaourt, un porridge ou une tartine.',
    'herb-sauce':
      'Une sauce express pleine de fraîcheur avec {items}, pour accompagner pâtes, poisson, viande ou légumes.',
    toast: 'Une tartine de pain grillé bien croustillante, garnie de {items}.',
    'baked-pasta': 'Un généreux plat de pâtes au four avec {items}, bien doré sur le dessus.',
    pudding: 'Une crème dessert maison bien lisse, avec {items}.',
  },
  steps: {
    chop: 'Lavez, parez et coupez {items}.',
    sliceThin: 'Taillez {items} en fines lanières régulières pour une cuisson rapide.',
    sweatAromatics:
      'Dans une poêle, faites chauffer un filet d’huile et faites revenir {items} à feu moyen, en remuant, {min} min.',
    sauteVeg: 'Ajoutez {items}, salez légèrement et faites cuire jusqu’à ce que tout soit tendre, {min} min.',
    brownProtein:
      'Faites dorer {items} dans une poêle bien chaude avec un filet d’huile, {min} min, puis salez et poivrez.',
    boilWater: 'Portez à ébullition une grande casserole d’eau, puis salez-la, {min} min.',
    cookBase: 'Faites cuire {items} dans l’eau bouillante salée juste à point, {min} min, puis égouttez.',
    serveOver: 'Servez sur un lit de {items}.',
    serve: 'Servez bien chaud, à même la plaque.',
    garnish: 'Garnissez de {items} et servez.',
    'frittata.beat': 'Battez {items} dans un saladier avec une pincée de sel et de poivre.',
    'frittata.set':
      'Versez les œufs dans la poêle, couvrez et laissez cuire à feu doux jusqu’à ce que la frittata soit presque prise, {min} min.',
    'frittata.flip':
      'Faites glisser la frittata sur une assiette, retournez-la dans la poêle pour cuire l’autre face, {min} min.',
    'omelette.beat': 'Battez légèrement {items} avec une pincée de sel et de poivre, juste pour mélanger.',
    'omelette.veg':
      'Dans une poêle, idéalement antiadhésive, faites revenir {items} avec un filet d’huile jusqu’à ce que tout soit tendre, {min} min, puis réservez.',
    'omelette.cook':
      'Faites chauffer un filet d’huile dans une poêle, idéalement antiadhésive, versez les œufs et remuez doucement jusqu’à ce qu’ils soient pris mais encore baveux, {min} min.',
    'omelette.fill':
      'Répartissez {items} sur une moitié, repliez l’omelette et prolongez la cuisson de {min} min.',
    'stirfry.protein':
      'Faites sauter {items} dans un wok très chaud avec un peu d’huile jusqu’à cuisson complète, {min} min ; réservez.',
    'stirfry.aromatics':
      'Remettez un filet d’huile et faites revenir {items} pendant {min} min, jusqu’à ce que le parfum se dégage.',
    'stirfry.veg': 'Ajoutez {items} et faites sauter à feu vif en gardant du croquant, {min} min.',
    'stirfry.sauce':
      'Remettez le tout dans le wok, ajoutez {items} et un trait d’eau, puis mélangez vivement, {min} min.',
    'pasta.sauce':
      'Ajoutez {items} dans la poêle, mouillez d’une louche d’eau de cuisson des pâtes et laissez mijoter, {min} min.',
    'pasta.toss': 'Mélangez les pâtes à la sauce avec un peu d’eau de cuisson, puis servez avec {items}.',
    'risotto.heatStock':
      'Faites chauffer {items} avec environ 1 litre d’eau dans une casserole et maintenez à petit frémissement.',
    'risotto.toast': 'Ajoutez {items} dans la casserole et faites nacrer en remuant, {min} min.',
    'risotto.cook':
      'Ajoutez le liquide chaud louche par louche, en remuant, jusqu’à ce que le riz soit crémeux, {min} min.',
    'risotto.finish': 'Hors du feu, incorporez {items}, couvrez et laissez reposer 2 min avant de servir.',
    'soup.simmer':
      'Ajoutez {items}, couvrez d’eau en dépassant de deux doigts, portez à ébullition et laissez mijoter jusqu’à ce que tout soit tendre, {min} min.',
    'soup.blend':
      'Mixez tout ou partie de la soupe jusqu’à obtenir une texture lisse, puis salez et poivrez, {min} min.',
    'salad.wash': 'Lavez et séchez {items}, puis coupez en bouchées.',
    'salad.dress': 'Fouettez {items} avec 3 cuillerées à soupe d’huile d’olive, du sel et du poivre.',
    'salad.toss': 'Ajoutez {items} et mélangez le tout avec la vinaigrette.',
    'tray.heat': 'Préchauffez le four à 220 °C (200 °C chaleur tournante), {min} min.',
    'tray.toss':
      'Disposez les légumes sur une plaque, arrosez d’huile, salez, poivrez, ajoutez {items} et mélangez.',
    'tray.roast':
      'Faites rôtir jusqu’à ce que tout soit doré et cuit, en retournant à mi-cuisson, {min} min.',
    'curry.spices':
      'Ajoutez {items} et faites revenir pendant {min} min en remuant, jusqu’à ce que le parfum se dégage.',
    'curry.simmer':
      'Ajoutez {items} avec un verre d’eau, couvrez et laissez mijoter jusqu’à ce que tout soit tendre, {min} min.',
    'friedrice.egg':
      'Poussez le riz sur un côté de la poêle, faites cuire {items} en brouillade dans l’espace libéré, puis incorporez au riz, {min} min.',
    'friedrice.fry': 'Ajoutez le riz froid et faites-le sauter à feu vif, en remuant, {min} min.',
    'risotto.heatWater':
      'Portez environ 1 litre d’eau légèrement salée à frémissement et gardez-la chaude, {min} min.',
    'risotto.addVeg': 'Incorporez {items} et laissez cuire {min} min.',
    'tray.addProtein': 'Répartissez {items} entre les légumes et assaisonnez de sel et de poivre.',
    'friedrice.season': 'Assaisonnez avec {items} et mélangez bien, {min} min.',
    season: 'Assaisonnez avec {items}, goûtez, puis salez et poivrez, {min} min.',
    'stew.liquid':
      'Ajoutez {items}, grattez les sucs de cuisson avec une spatule et portez à frémissement, {min} min.',
    'stew.simmer':
      'Ajoutez {items}, mouillez à hauteur d’eau, posez le couvercle et laissez mijoter doucement jusqu’à ce que tout soit tendre, {min} min.',
    'stew.simmerPlain':
      'Mouillez à hauteur d’eau, posez le couvercle et laissez mijoter doucement jusqu’à ce que tout soit tendre, {min} min.',
    'stew.finish': 'Retirez le couvercle, laissez réduire la sauce, puis salez et poivrez, {min} min.',
    'bowl.protein': 'Faites chauffer ou cuire {items} dans une poêle avec un filet d’huile, {min} min.',
    'bowl.dress':
      'Mélangez {items} avec une cuillerée d’huile, du sel et du poivre pour obtenir une vinaigrette.',
    'bowl.assemble':
      'Répartissez les céréales et les légumes dans des bols, arrosez de vinaigrette et parsemez de {items}.',
    'bowl.assemblePlain': 'Répartissez les céréales et les légumes dans des bols et arrosez de vinaigrette.',
    'gratin.slice': 'Épluchez et émincez finement {items}.',
    'gratin.parboil':
      'Faites précuire les légumes dans l’eau bouillante salée, {min} min, puis égouttez-les bien.',
    'gratin.layer':
      'Disposez les légumes en couches dans un plat huilé, en assaisonnant au fur et à mesure, puis ajoutez {items}.',
    'gratin.layerPlain':
      'Disposez les légumes en couches dans un plat huilé, en assaisonnant au fur et à mesure, puis ajoutez un peu d’eau de cuisson.',
    'gratin.top': 'Parsemez toute la surface de {items}.',
    'gratin.bake': 'Enfournez jusqu’à ce que le gratin bouillonne et soit bien doré, {min} min.',
    'pancakes.batter':
      'Fouettez {items} avec une pincée de sel et assez d’eau pour obtenir une pâte épaisse et lisse.',
    'pancakes.rest': 'Laissez reposer la pâte, {min} min.',
    'pancakes.fruit': 'Coupez {items} en lamelles.',
    'pancakes.cook':
      'Dans une poêle légèrement huilée, versez de petites louches de pâte et laissez cuire jusqu’à ce que des bulles apparaissent, puis retournez, {min} min en tout.',
    'pancakes.serve': 'Servez chauds avec {items}.',
    'smoothie.prep': 'Épluchez et coupez {items} en morceaux.',
    'smoothie.blend': 'Mixez avec {items} jusqu’à obtenir une texture lisse, {min} min.',
    'smoothie.blendWater': 'Mixez avec un verre d’eau froide jusqu’à obtenir une texture lisse, {min} min.',
    'bruschetta.toast':
      'Coupez {items} en tranches et faites-les griller jusqu’à ce qu’elles soient croustillantes, {min} min.',
    'bruschetta.rub': 'Frottez les tranches encore chaudes avec {items}.',
    'bruschetta.topping': 'Coupez finement {items} et mélangez avec un filet d’huile, du sel et du poivre.',
    'bruschetta.top': 'Garnissez les tranches de {items}.',
    'bruschetta.drizzle': 'Terminez par un filet d’huile d’olive et servez aussitôt.',
    'quesadilla.fill': 'Étalez la garniture sur une moitié de chaque tortilla, ajoutez {items} et repliez.',
    'quesadilla.fillPlain': 'Étalez la garniture sur une moitié de chaque tortilla et repliez.',
    'quesadilla.cook':
      'Faites cuire {items} à sec dans une poêle bien chaude jusqu’à ce qu’elles soient croustillantes, en les retournant une fois, {min} min.',
    'shakshuka.sauce': 'Ajoutez {items} et laissez mijoter jusqu’à obtenir une sauce épaisse, {min} min.',
    'shakshuka.eggs':
      'Creusez de petits puits dans la sauce, cassez-y {items}, couvrez et laissez cuire jusqu’à ce que les blancs soient pris, {min} min.',
    'pilaf.toast': 'Ajoutez {items} et remuez pendant {min} min pour bien enrober chaque grain d’huile.',
    'pilaf.simmer':
      'Ajoutez {items}, versez deux volumes d’eau pour un volume de grains, couvrez et laissez cuire à feu doux, {min} min.',
    'pilaf.simmerPlain':
      'Versez deux volumes d’eau pour un volume de grains, couvrez et laissez cuire à feu doux, {min} min.',
    'pilaf.rest': 'Éteignez le feu et laissez reposer à couvert, {min} min, puis égrainez à la fourchette.',
    'pilaf.nuts': 'Faites griller {items} à sec dans une poêle, {min} min, puis parsemez-en le pilaf.',
    'crumble.fruit': 'Coupez {items} en morceaux et répartissez-les dans un plat à four.',
    'crumble.rub':
      'Du bout des doigts, mélangez {items} jusqu’à obtenir de grosses miettes, puis parsemez-les sur les fruits.',
    'crumble.bake':
      'Enfournez jusqu’à ce que le crumble soit doré et que les fruits bouillonnent sur les bords, {min} min.',
    'fruitsalad.cut': 'Épluchez et coupez {items} en bouchées.',
    'fruitsalad.dress': 'Ajoutez {items} et mélangez délicatement.',
    'fruitsalad.serve': 'Servez avec {items}.',
    'fruitsalad.chill': 'Réservez au frais, {min} min, pour que les jus se mélangent.',
    'flatbread.dough':
      'Mélangez {items} avec une pincée de sel, une cuillerée d’huile et assez d’eau tiède pour obtenir une pâte souple.',
    'flatbread.rest': 'Pétrissez brièvement, couvrez et laissez reposer, {min} min.',
    'flatbread.shape':
      'Divisez en boules, étalez-les finement et parsemez le dessus de {items} en appuyant légèrement.',
    'flatbread.cook':
      'Faites cuire les galettes une à une à sec dans une poêle bien chaude, jusqu’à ce qu’elles gonflent et se tachettent, en les retournant une fois, {min} min en tout.',
    'tart.line': 'Foncez une plaque ou un moule avec {items} et piquez le fond à la fourchette.',
    'tart.fill': 'Mélangez {items} avec du sel et du poivre, puis étalez sur la pâte avec les légumes.',
    'tart.bake': 'Enfournez jusqu’à ce que la pâte soit gonflée et dorée, {min} min.',
    'chocolate.heat': 'Faites chauffer {items} dans une petite casserole sans laisser bouillir, {min} min.',
    'chocolate.heatWater':
      'Faites chauffer une tasse d’eau par personne dans une petite casserole, {min} min.',
    'chocolate.melt':
      'Incorporez {items} en fouettant jusqu’à ce que le mélange soit fondu et lisse, {min} min.',
    'chocolate.spice': 'Ajoutez {items} et fouettez encore {min} min.',
    'chocolate.serve': 'Versez dans des tasses et servez bien chaud.',
    'noodlesoup.broth':
      'Portez à ébullition 400 ml d’eau par personne avec {items} et laissez frémir, {min} min.',
    'noodlesoup.brothPlain': 'Portez à ébullition 400 ml d’eau légèrement salée par personne, {min} min.',
    'noodlesoup.protein':
      'Ajoutez {items} dans le bouillon et laissez frémir jusqu’à cuisson complète, {min} min.',
    'noodlesoup.serve': 'Répartissez dans des bols à la louche et terminez avec {items}.',
    'noodlesoup.servePlain': 'Répartissez dans des bols à la louche et servez bien chaud.',
    'dal.rinse': 'Rincez {items} dans une passoire jusqu’à ce que l’eau soit claire.',
    'dal.simmer':
      'Couvrez-les de trois fois leur volume d’eau, ajoutez {items} et laissez mijoter jusqu’à ce que tout soit tendre, en remuant de temps en temps, {min} min.',
    'dal.simmerPlain':
      'Couvrez-les de trois fois leur volume d’eau et laissez mijoter jusqu’à ce que tout soit tendre, en remuant de temps en temps, {min} min.',
    'dal.tadka':
      'Faites chauffer un peu d’huile dans une petite poêle, faites revenir {items} jusqu’à ce que le parfum se dégage, {min} min, puis versez sur le dal.',
    'dal.tadkaPlain': 'Salez et incorporez une cuillerée d’huile, {min} min.',
    'porridge.cook':
      'Faites cuire {items} à feu doux avec une pincée de sel et assez d’eau pour obtenir une texture crémeuse, en remuant, {min} min.',
    'porridge.fruit': 'Coupez {items} en lamelles ou en morceaux.',
    'porridge.serve': 'Répartissez dans des bols et garnissez avec {items}.',
    'porridge.servePlain': 'Répartissez dans des bols et servez chaud.',
    'yogurt.fruit': 'Lavez et coupez {items} en petits morceaux.',
    'yogurt.bowl': 'Répartissez {items} dans des bols.',
    'yogurt.top': 'Répartissez {items} sur le dessus et servez.',
    'nuts.toast':
      'Faites griller {items} à sec dans une poêle, à feu moyen, en la secouant souvent, {min} min.',
    'nuts.coat':
      'Ajoutez un filet d’huile, une pincée de sel et {items}, puis mélangez pour bien enrober, {min} min.',
    'nuts.coatPlain':
      'Ajoutez un filet d’huile et une pincée de sel, puis mélangez pour bien enrober, {min} min.',
    'nuts.cool':
      'Étalez sur une assiette et laissez refroidir jusqu’à ce que tout soit bien croquant, {min} min.',
    'drink.heat': 'Faites chauffer {items} dans une petite casserole jusqu’aux premières vapeurs, {min} min.',
    'drink.heatWater': 'Portez à ébullition une tasse d’eau par personne, {min} min.',
    'drink.infuse': 'Ajoutez {items}, coupez le feu et laissez infuser, {min} min.',
    'drink.serve': 'Filtrez dans des tasses et sucrez avec {items}.',
    'drink.servePlain': 'Filtrez dans des tasses et servez bien chaud.',
    'compote.cut': 'Épluchez si nécessaire et coupez {items} en morceaux.',
    'compote.simmer':
      'Faites cuire les fruits à feu doux avec un trait d’eau et {items} jusqu’à ce qu’ils soient fondants, {min} min.',
    'compote.simmerPlain':
      'Faites cuire les fruits à feu doux avec un trait d’eau jusqu’à ce qu’ils soient fondants, {min} min.',
    'compote.cool': 'Laissez tiédir un peu avant de servir, {min} min.',
    'sauce.chop': 'Hachez très finement {items}.',
    'sauce.mix':
      'Mélangez avec {items}, une pincée de sel et un peu d’eau jusqu’à obtenir une texture lisse.',
    'sauce.rest': 'Laissez les saveurs se mélanger, {min} min, puis goûtez et rectifiez l’assaisonnement.',
    'toast.toast': 'Faites griller {items} jusqu’à ce que tout soit doré et croustillant, {min} min.',
    'toast.egg':
      'Faites cuire {items} au plat avec un filet d’huile, jusqu’à ce que le blanc soit pris, {min} min.',
    'toast.prep': 'Coupez {items} en tranches.',
    'toast.assemble': 'Garnissez les tartines de {items} et servez.',
    'toast.assemblePlain': 'Arrosez d’un filet d’huile d’olive, ajoutez une pincée de sel et servez.',
    'bakedpasta.sauce': 'Faites mijoter {items} pour obtenir une sauce, puis salez et poivrez, {min} min.',
    'bakedpasta.saucePlain':
      'Préparez une sauce toute simple avec de l’huile, une louche d’eau, du sel et du poivre, {min} min.',
    'bakedpasta.layer':
      'Dans un plat à four huilé, disposez {items} en couches avec la sauce et les légumes, en terminant par le fromage.',
    'bakedpasta.bake': 'Enfournez jusqu’à ce que le plat bouillonne et soit bien doré, {min} min.',
    'pudding.mix': 'Dans une casserole, fouettez {items} jusqu’à obtenir un mélange lisse.',
    'pudding.cook':
      'Incorporez {items} en fouettant et faites cuire à feu doux, sans cesser de remuer, jusqu’à ce que la crème épaississe, {min} min.',
    'pudding.cookPlain':
      'Incorporez 500 ml d’eau en fouettant et faites cuire à feu doux, sans cesser de remuer, jusqu’à ce que la crème épaississe, {min} min.',
    'pudding.set': 'Versez dans des ramequins et laissez prendre au réfrigérateur, {min} min.',
    'pudding.serve': 'Au moment de servir, garnissez de {items}.',
  },
  pantryNote: 'Côté placard : uniquement sel, poivre, huile et eau.',
  leftOut: 'Ingrédients non utilisés : {items}.',
  reasons: {
    unknown: 'ingrédient inconnu',
    noRole: 'ne convient pas à ce plat',
    tooMany: 'un ingrédient de plus surchargerait le plat',
    tooLong: 'demanderait plus de temps que votre limite',
  },
  tips: {
    vegetables:
      'Gardez les épluchures et les parures de {item} dans un sac au congélateur, puis faites-en un bouillon.',
    bread:
      'Ne jetez pas les restes de {item} : séchés au four doux puis mixés, ils font la meilleure chapelure.',
    cheese: 'Gardez la croûte de {item} : un morceau mijoté dans une soupe lui donne beaucoup de goût.',
    fruit:
      'Des restes de {item} trop mûrs ? Parfaits pour un smoothie ou une compote express ; congelez-les en morceaux.',
    herbs: 'Hachez les restes de {item} avec de l’huile et congelez-les dans un bac à glaçons.',
    meat: 'Les restes de {item} se gardent 2 jours au réfrigérateur : émincez-les dans une salade ou un wrap.',
    fish: 'Cuisinez le poisson le jour de l’achat ; les restes de {item} s’émiettent à merveille dans une salade.',
    grains:
      'Faites cuire plus de {item} que nécessaire : les restes se gardent 3 jours au réfrigérateur et font le déjeuner du lendemain.',
    pasta: 'Les restes de {item} se transforment en frittata de pâtes croustillante avec deux œufs.',
    legumes: 'Gardez le liquide de {item} : monté en neige, il remplace les blancs d’œufs.',
    dairy: 'Un reste de {item} qui approche de sa date limite ? Utilisez-le dans des pancakes ou une sauce.',
    eggs: 'Les jaunes ou les blancs en trop se congèlent très bien ; notez combien il y en a.',
    generic: 'Prévoyez le repas de demain avec ce qui reste aujourd’hui : rien ne se perd.',
  },
};
