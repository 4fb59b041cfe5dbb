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
  },
  pantryNote: 'Côté placard : uniquement sel, poivre, huile et eau.',
  leftOut: 'Ingrédients non utilisés : {items}.',
  reasons: {
    unknown: 'ingrédient inconnu',
    noRole: 'ne convient pas à ce plat',
    tooMany: 'un ingrédient de plus surchargerait le plat',
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
