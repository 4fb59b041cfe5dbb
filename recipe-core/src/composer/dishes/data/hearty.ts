import { dish, heatOven, maybe, need, own, shared, type DishData, type StepData, type Texts } from '../types';

/**
 * Hearty home dishes cooks of a blind panel expected and the library lacked: black pudding with apples (the
 * Rhineland's Himmel un Ääd, the French boudin aux pommes), Swabian Krautschupfnudeln, a parmentier of leftover
 * chicken and mash, melanzane alla pizzaiola (the parmigiana of a weeknight) and an Irish stew for a piece of
 * lamb. Written to the same rules as the other data files.
 */
const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

const STOCK = ['vegetable-stock', 'chicken-stock', 'beef-stock', 'stock-cube', 'chicken-stock-cube'];

/** Black pudding is skinned and sliced thick, so the slices hold together in the pan. */
const sliceBlackPudding = (): StepData =>
  own(
    T(
      'Peel the skin off {items:def} and cut into slices about 1.5 cm thick.',
      'Togli la pelle {items:di} e taglia a fette spesse circa 1,5 cm.',
      'Retirez la peau {items:de} et coupez-le en tranches d’environ 1,5 cm.',
      '{items:dat} die Haut abziehen und die Wurst in etwa 1,5 cm dicke Scheiben schneiden.',
    ),
    2,
    'prep',
    { uses: ['protein'] },
  );

/** The mash of a dish made with potatoes or with leftover mash (mashed-potato is cooked-starch). */
const MASH: readonly StepData[] = [
  shared('chop', 4, 'prep', { uses: ['base'], prep: 'chunks', unlessKinds: ['cooked-starch'] }),
];

export const HEARTY_DISHES: readonly DishData[] = [
  dish({
    id: 'himmel-un-aeaed',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Black pudding with mash and apple',
      it: 'Sanguinaccio con purè e mele',
      fr: 'Boudin noir, purée et compote de pommes',
      de: 'Himmel un Ääd',
    },
    aliases: {
      en: ['heaven and earth', 'Himmel und Erde'],
      it: ['cielo e terra', 'Himmel und Erde'],
      fr: ['Himmel und Erde', 'ciel et terre'],
      de: ['Himmel und Erde', 'Himmel un Äd', 'Blutwurst mit Kartoffelpüree und Apfelmus'],
    },
    description: T(
      'The Rhineland’s “heaven and earth”: apples from the trees and potatoes from the ground, with fried black pudding and golden onions.',
      'Il “cielo e terra” della Renania: le mele dell’albero e le patate della terra, con sanguinaccio e cipolle dorate in padella.',
      'Le « ciel et terre » de Rhénanie : les pommes de l’arbre et celles de la terre, avec du boudin noir et des oignons dorés à la poêle.',
      'Der rheinische Klassiker: Äpfel vom Baum und Kartoffeln aus der Erde, dazu gebratene Blutwurst und goldbraune Zwiebeln.',
    ),
    slots: [
      need('protein', ['black-pudding'], { cook: ['pan', 6, 10] }),
      need('base', ['potato', 'mashed-potato'], { share: 1.2, cook: ['simmer', 20, 25] }),
      need('fruit', ['apple'], { cook: ['simmer', 10, 15] }),
      need('aromatics', ['onion'], { cook: ['pan', 10, 15] }),
      maybe('fat', ['butter'], { share: 1.5 }),
      maybe('dairy', ['milk', 'cream'], { share: 0.4 }),
    ],
    steps: [
      ...MASH,
      shared('chop', 3, 'prep', { uses: ['fruit'], prep: 'chunks' }),
      shared('chop', 2, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      sliceBlackPudding(),
      own(
        T(
          'Boil {items:def} in salted water until tender, {min} min.',
          'Lessa {items:def} in acqua salata finché sono tenere, {min} min.',
          'Faites cuire {items:def} à l’eau bouillante salée jusqu’à ce qu’elles soient tendres, {min} min.',
          '{items:acc} in Salzwasser weich kochen, {min} Min.',
        ),
        20,
        'cook',
        { uses: ['base'], cooks: ['base'], unlessKinds: ['cooked-starch'] },
      ),
      own(
        T(
          'Meanwhile put {items:def} in a small pan with 3 tablespoons of water, cover and cook gently until soft and falling apart, {min} min. Stir into a rough sauce.',
          'Intanto metti {items:def} in un pentolino con 3 cucchiai d’acqua, copri e cuoci a fuoco dolce finché si disfano, {min} min. Mescola per ottenere una salsa grossolana.',
          'Pendant ce temps, mettez {items:def} dans une petite casserole avec 3 cuillères à soupe d’eau, couvrez et faites cuire doucement jusqu’à ce qu’elles s’écrasent, {min} min. Remuez pour obtenir une compote grossière.',
          'Inzwischen {items:acc} mit 3 Esslöffeln Wasser in einem kleinen Topf zugedeckt sanft weich kochen, bis sie zerfallen, {min} Min. Zu einem groben Mus verrühren.',
        ),
        10,
        'cook',
        { uses: ['fruit'], cooks: ['fruit'] },
      ),
      own(
        T(
          'Drain the potatoes and mash them with {items:def}; season with salt and keep warm.',
          'Scola le patate e schiacciale con {items:def}; sala e tieni in caldo.',
          'Égouttez les pommes de terre et écrasez-les avec {items:def} ; salez et gardez au chaud.',
          'Die Kartoffeln abgießen und mit {items:dat} zu Püree stampfen, salzen und warm halten.',
        ),
        3,
        'cook',
        { uses: ['fat', 'dairy'], unlessKinds: ['cooked-starch'] },
      ),
      own(
        T(
          'Drain the potatoes and mash them with a splash of their cooking water; season with salt and keep warm.',
          'Scola le patate e schiacciale con un goccio della loro acqua di cottura; sala e tieni in caldo.',
          'Égouttez les pommes de terre et écrasez-les avec un peu de leur eau de cuisson ; salez et gardez au chaud.',
          'Die Kartoffeln abgießen und mit einem Schuss Kochwasser zu Püree stampfen, salzen und warm halten.',
        ),
        3,
        'cook',
        { unless: ['fat', 'dairy'], unlessKinds: ['cooked-starch'] },
      ),
      own(
        T(
          'Warm {items:def} in a pan over a low heat with a splash of water, stirring, until hot right through, {min} min.',
          'Scalda {items:def} in un tegame a fuoco basso con un goccio d’acqua, mescolando, finché è ben caldo, {min} min.',
          'Réchauffez {items:def} dans une casserole à feu doux avec un peu d’eau, en remuant, jusqu’à ce qu’elle soit bien chaude, {min} min.',
          '{items:acc} mit einem Schuss Wasser in einem Topf bei schwacher Hitze unter Rühren durch und durch erhitzen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['base'], ifKinds: ['cooked-starch'] },
      ),
      own(
        T(
          'Heat a little oil in a large frying pan and fry {items:def} over a medium heat until soft and golden, {min} min. Lift out and keep warm.',
          'Scalda un filo d’olio in una padella larga e fai dorare {items:def} a fuoco medio, mescolando spesso, {min} min. Togli dalla padella e tieni in caldo.',
          'Faites chauffer un filet d’huile dans une grande poêle et faites dorer {items:def} à feu moyen en remuant souvent, {min} min. Réservez au chaud.',
          'Etwas Öl in einer großen Pfanne erhitzen und {items:acc} bei mittlerer Hitze weich und goldbraun braten, {min} Min. Herausnehmen und warm halten.',
        ),
        10,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'In the same pan fry {items:def} over a medium heat until crisp on both sides, turning once, {min} min.',
          'Nella stessa padella fai rosolare {items:def} a fuoco medio finché è croccante da entrambi i lati, girandolo una volta, {min} min.',
          'Dans la même poêle, faites revenir {items:def} à feu moyen jusqu’à ce qu’il soit croustillant des deux côtés, en le retournant une fois, {min} min.',
          'In derselben Pfanne {items:acc} bei mittlerer Hitze von beiden Seiten knusprig braten, einmal wenden, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Serve the mash with the apple sauce beside it, and the black pudding and fried onion on top.',
          'Servi il purè con la salsa di mele accanto e, sopra, il sanguinaccio e la cipolla dorata.',
          'Servez la purée avec la compote à côté, et le boudin et l’oignon doré par-dessus.',
          'Das Püree mit dem Apfelmus daneben anrichten, Blutwurst und Röstzwiebeln darauf verteilen.',
        ),
        1,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'A floury potato makes the smoothest mash, and a tart apple such as a Bramley or a Boskop the best sauce.',
      'Le patate farinose danno il purè più liscio, e una mela acidula come la renetta la salsa migliore.',
      'Une pomme de terre farineuse donne la purée la plus lisse, et une pomme acidulée comme la reinette la meilleure compote.',
      'Mehligkochende Kartoffeln geben das glatteste Püree, säuerliche Äpfel wie Boskop das beste Mus.',
    ),
  }),
  dish({
    id: 'boudin-noir-aux-pommes',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Black pudding with fried apples',
      it: 'Sanguinaccio con mele saltate',
      fr: 'Boudin noir aux pommes',
      de: 'Blutwurst mit gebratenen Äpfeln',
    },
    aliases: {
      en: ['boudin noir aux pommes', 'black pudding and apples'],
      fr: ['boudin aux pommes', 'boudin noir aux pommes poêlées'],
      de: ['gebratene Blutwurst mit Äpfeln'],
    },
    description: T(
      'A French bistro classic: slices of black pudding fried crisp, with apples turned golden in butter.',
      'Un classico dei bistrot francesi: fette di sanguinaccio rosolate e croccanti, con mele dorate nel burro.',
      'Un classique des bistrots : du boudin noir poêlé bien croustillant, avec des pommes dorées au beurre.',
      'Ein französischer Bistroklassiker: knusprig gebratene Blutwurstscheiben mit in Butter goldbraun gebratenen Äpfeln.',
    ),
    slots: [
      need('protein', ['black-pudding'], { cook: ['pan', 6, 10] }),
      need('fruit', ['apple', 'pear'], { cook: ['pan', 8, 12] }),
      need('fat', ['butter'], { share: 1.5 }),
      maybe('aromatics', ['onion', 'shallot'], { cook: ['pan', 8, 12] }),
      maybe('herb', ['thyme', 'parsley']),
      maybe('base', ['mashed-potato'], { cook: ['pan', 5, 8] }),
    ],
    steps: [
      shared('chop', 3, 'prep', { uses: ['fruit'], prep: 'chunks' }),
      shared('chop', 2, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      sliceBlackPudding(),
      own(
        T(
          'Warm {items:def} in a pan over a low heat with a splash of water, stirring, until hot right through, {min} min.',
          'Scalda {items:def} in un tegame a fuoco basso con un goccio d’acqua, mescolando, finché è ben caldo, {min} min.',
          'Réchauffez {items:def} dans une casserole à feu doux avec un peu d’eau, en remuant, jusqu’à ce qu’elle soit bien chaude, {min} min.',
          '{items:acc} mit einem Schuss Wasser in einem Topf bei schwacher Hitze unter Rühren durch und durch erhitzen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Heat a little oil in a frying pan and fry {items:def} gently until soft and golden, {min} min. Lift out and keep warm.',
          'Scalda un filo d’olio in padella e fai appassire dolcemente {items:def}, {min} min. Togli dalla padella e tieni in caldo.',
          'Faites chauffer un filet d’huile dans une poêle et faites fondre doucement {items:def}, {min} min. Réservez au chaud.',
          'Etwas Öl in einer Pfanne erhitzen und {items:acc} sanft goldbraun braten, {min} Min. Herausnehmen und warm halten.',
        ),
        8,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Melt half of {items:def} in the frying pan and fry the apples over a medium heat, turning them, until golden and just tender, {min} min. Lift out and keep warm.',
          'Fai sciogliere metà {items:di} nella padella e rosola le mele a fuoco medio, girandole, finché sono dorate e appena tenere, {min} min. Toglile e tienile in caldo.',
          'Faites fondre la moitié {items:de} dans la poêle et faites dorer les pommes à feu moyen en les retournant, jusqu’à ce qu’elles soient juste tendres, {min} min. Réservez au chaud.',
          '{items:acc} halbieren. Eine Hälfte in der Pfanne schmelzen und die Äpfel bei mittlerer Hitze unter Wenden goldbraun und gerade weich braten, {min} Min. Herausnehmen und warm halten.',
        ),
        8,
        'cook',
        { uses: ['fat'], cooks: ['fruit'] },
      ),
      own(
        T(
          'Melt the rest of the butter in the pan and fry {items:def} over a medium heat until crisp on both sides, turning once, {min} min.',
          'Fai sciogliere il burro rimasto e rosola {items:def} a fuoco medio finché è croccante da entrambi i lati, girandolo una volta, {min} min.',
          'Faites fondre le reste du beurre et faites revenir {items:def} à feu moyen jusqu’à ce qu’il soit croustillant des deux côtés, en le retournant une fois, {min} min.',
          'Die übrige Butter in der Pfanne schmelzen und {items:acc} bei mittlerer Hitze von beiden Seiten knusprig braten, einmal wenden, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Serve the black pudding on the apples, with {items:def} scattered over.',
          'Servi il sanguinaccio sulle mele, cosparso con {items:def}.',
          'Servez le boudin sur les pommes, parsemé {items:de}.',
          'Die Blutwurst auf den Äpfeln anrichten und mit {items:dat} bestreuen.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Serve the black pudding on the apples straight away.',
          'Servi subito il sanguinaccio sulle mele.',
          'Servez aussitôt le boudin sur les pommes.',
          'Die Blutwurst sofort auf den Äpfeln anrichten.',
        ),
        1,
        'cook',
        { unless: ['herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
  dish({
    id: 'krautschupfnudeln',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Schupfnudeln with sauerkraut',
      it: 'Schupfnudeln con crauti',
      fr: 'Schupfnudeln à la choucroute',
      de: 'Krautschupfnudeln',
    },
    aliases: {
      en: ['potato noodles with sauerkraut', 'Krautschupfnudeln'],
      it: ['Krautschupfnudeln'],
      fr: ['Krautschupfnudeln'],
      de: ['Schupfnudeln mit Sauerkraut', 'Schupfnudeln mit Kraut und Speck', 'Bubespitzle mit Kraut'],
    },
    description: T(
      'A Swabian pan of potato noodles fried golden and tossed with sauerkraut, the way a Christmas market sells it.',
      'Una padellata sveva di Schupfnudeln, gnocchi di patate allungati rosolati e saltati con i crauti, come nei mercatini di Natale.',
      'Une poêlée souabe de Schupfnudeln, petites quenelles de pommes de terre dorées et sautées avec de la choucroute, comme sur les marchés de Noël.',
      'Schwäbisch aus der Pfanne: goldbraun gebratene Schupfnudeln mit Sauerkraut, wie auf dem Weihnachtsmarkt.',
    ),
    slots: [
      need('base', ['schupfnudeln'], { cook: ['pan', 8, 12] }),
      need('vegetables', ['sauerkraut'], { share: 1, cook: ['pan', 8, 12] }),
      maybe('protein', ['bacon', 'kind:bacon'], { cook: ['pan', 5, 8] }),
      maybe('aromatics', ['onion'], { cook: ['pan', 5, 8] }),
      maybe('seasoning', ['caraway']),
    ],
    steps: [
      shared('chop', 2, 'prep', { uses: ['aromatics', 'protein'], prep: 'dice' }),
      shared('chop', 1, 'prep', { uses: ['vegetables'], prep: 'chop' }),
      own(
        T(
          'Fry {items:def} in a large frying pan without oil over a medium heat until the fat runs and it begins to crisp, {min} min.',
          'Rosola {items:def} in una padella larga senza olio a fuoco medio finché il grasso si scioglie e comincia a diventare croccante, {min} min.',
          'Faites revenir {items:def} sans matière grasse dans une grande poêle à feu moyen jusqu’à ce que le gras fonde et qu’ils commencent à dorer, {min} min.',
          '{items:acc} in einer großen Pfanne ohne Fett bei mittlerer Hitze auslassen, bis sie knusprig werden, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Add {items:def} with a little oil and fry until soft, {min} min.',
          'Aggiungi {items:def} con un filo d’olio e fai appassire, {min} min.',
          'Ajoutez {items:def} avec un filet d’huile et faites fondre, {min} min.',
          '{items:acc} mit etwas Öl zugeben und glasig dünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], ifRoles: ['protein'] },
      ),
      own(
        T(
          'Heat 2 tablespoons of oil in a large frying pan and fry {items:def} until soft, {min} min.',
          'Scalda 2 cucchiai d’olio in una padella larga e fai appassire {items:def}, {min} min.',
          'Faites chauffer 2 cuillères à soupe d’huile dans une grande poêle et faites fondre {items:def}, {min} min.',
          '2 Esslöffel Öl in einer großen Pfanne erhitzen und {items:acc} glasig dünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], unless: ['protein'] },
      ),
      own(
        T(
          'Add {items:def} with another tablespoon of oil and fry over a medium heat, turning often, until golden in places, {min} min.',
          'Aggiungi {items:def} con un altro cucchiaio d’olio e rosolali a fuoco medio, girandoli spesso, finché sono dorati qua e là, {min} min.',
          'Ajoutez {items:def} avec une autre cuillère à soupe d’huile et faites-les dorer à feu moyen en les retournant souvent, {min} min.',
          '{items:acc} mit einem weiteren Esslöffel Öl zugeben und bei mittlerer Hitze unter häufigem Wenden goldbraun braten, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Stir in {items:def} and fry everything together until hot and lightly browned, {min} min. Season with salt and pepper and serve.',
          'Unisci {items:def} e fai saltare tutto insieme finché è ben caldo e leggermente rosolato, {min} min. Regola di sale e pepe e servi.',
          'Incorporez {items:def} et faites sauter le tout jusqu’à ce que ce soit bien chaud et légèrement doré, {min} min. Salez, poivrez et servez.',
          '{items:acc} untermischen und alles zusammen braten, bis es heiß und leicht gebräunt ist, {min} Min. Mit Salz und Pfeffer abschmecken und servieren.',
        ),
        8,
        'cook',
        { uses: ['vegetables', 'seasoning'], cooks: ['vegetables'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
  dish({
    id: 'parmentier-de-poulet',
    family: 'pie',
    course: 'main',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Chicken and mash pie',
      it: 'Pasticcio di pollo e purè',
      fr: 'Parmentier de poulet',
      de: 'Hähnchen-Kartoffelpüree-Auflauf',
    },
    aliases: {
      en: ['chicken parmentier', 'chicken shepherd’s pie', 'leftover chicken and mash bake'],
      it: ['parmentier di pollo', 'gattò di purè e pollo'],
      fr: ['hachis parmentier de poulet', 'hachis parmentier au poulet', 'parmentier de restes de poulet'],
      de: ['Hähnchen-Parmentier', 'Kartoffelbrei-Auflauf mit Hähnchen'],
    },
    description: T(
      'Leftover roast chicken and mash turned into a new dinner: the chicken softened with onion, covered with the mash and baked golden.',
      'Pollo arrosto e purè avanzati diventano una cena nuova: il pollo insaporito con la cipolla, coperto di purè e gratinato in forno.',
      'Les restes du poulet rôti et de la purée deviennent un nouveau plat : le poulet revenu avec l’oignon, recouvert de purée et gratiné au four.',
      'Aus übrigem Brathähnchen und Püree wird ein neues Essen: das Hähnchen mit Zwiebeln angebraten, mit Püree bedeckt und im Ofen goldbraun überbacken.',
    ),
    slots: [
      need('protein', ['cooked-chicken'], { cook: ['pan', 4, 8] }),
      need('base', ['mashed-potato'], { share: 1, cook: ['bake', 20, 30] }),
      need('aromatics', ['onion', 'shallot', 'leek'], { cook: ['pan', 8, 12] }),
      maybe('seasoning', ['garlic'], { share: 0.5 }),
      maybe('dairy', ['creme-fraiche', 'cream', 'milk'], { share: 0.4 }),
      maybe('herb', ['parsley', 'thyme', 'tarragon', 'chives']),
      maybe('cheese', ['gruyere', 'emmental', 'comte', 'cheddar', 'parmesan'], { share: 0.6 }),
      maybe('fat', ['butter'], { share: 0.5 }),
    ],
    steps: [
      heatOven(200, 180),
      shared('chop', 3, 'prep', { uses: ['aromatics', 'seasoning', 'herb'], prep: 'fine' }),
      shared('chop', 3, 'prep', { uses: ['protein'], prep: 'chop' }),
      shared('chop', 2, 'prep', { uses: ['cheese'], prep: 'chop' }),
      own(
        T(
          'Heat a little oil in a frying pan and soften {items:def} over a medium heat, {min} min.',
          'Scalda un filo d’olio in padella e fai appassire {items:def} a fuoco medio, {min} min.',
          'Faites chauffer un filet d’huile dans une poêle et faites fondre {items:def} à feu moyen, {min} min.',
          'Etwas Öl in einer Pfanne erhitzen und {items:acc} bei mittlerer Hitze weich dünsten, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['aromatics', 'seasoning'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Stir in {items:def} and warm through, {min} min. Season with salt and pepper.',
          'Unisci {items:def} e fai insaporire, {min} min. Regola di sale e pepe.',
          'Ajoutez {items:def} et laissez chauffer, {min} min. Salez et poivrez.',
          '{items:acc} untermischen und erwärmen, {min} Min. Mit Salz und Pfeffer würzen.',
        ),
        4,
        'cook',
        { uses: ['protein', 'herb'], cooks: ['protein'] },
      ),
      own(
        T(
          'Stir in {items:def} and let it bubble for a minute so it coats the chicken.',
          'Aggiungi {items:def} e lascia sobbollire un minuto perché avvolga il pollo.',
          'Ajoutez {items:def} et laissez bouillonner une minute pour bien enrober le poulet.',
          '{items:acc} einrühren und eine Minute köcheln lassen, bis das Hähnchen davon überzogen ist.',
        ),
        1,
        'cook',
        { uses: ['dairy'] },
      ),
      own(
        T(
          'Spread the chicken in a baking dish, cover with {items:def} and rough up the top with a fork.',
          'Distribuisci il pollo in una pirofila, coprilo con {items:def} e riga la superficie con una forchetta.',
          'Étalez le poulet dans un plat à gratin, recouvrez {items:de} et striez le dessus à la fourchette.',
          'Das Hähnchen in einer Auflaufform verteilen, mit {items:dat} bedecken und die Oberfläche mit einer Gabel aufrauen.',
        ),
        2,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Scatter over {items:def}.',
          'Cospargi con {items:def}.',
          'Parsemez {items:de}.',
          'Mit {items:dat} bestreuen.',
        ),
        1,
        'cook',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Dot with {items:def}.',
          'Distribuisci sopra {items:def} a fiocchetti.',
          'Parsemez de noisettes {items:de}.',
          '{items:acc} in Flöckchen darauf verteilen.',
        ),
        1,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Bake until golden on top and hot right through, {min} min.',
          'Cuoci in forno finché la superficie è dorata e il pasticcio è caldo fino al centro, {min} min.',
          'Enfournez jusqu’à ce que le dessus soit doré et que le parmentier soit bien chaud à cœur, {min} min.',
          'Im Ofen backen, bis die Oberfläche goldbraun und der Auflauf durch und durch heiß ist, {min} Min.',
        ),
        20,
        'cook',
        { cooks: ['base'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
  dish({
    id: 'melanzane-alla-pizzaiola',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Aubergines alla pizzaiola',
      it: 'Melanzane alla pizzaiola',
      fr: 'Aubergines à la pizzaiola',
      de: 'Auberginen alla pizzaiola',
    },
    aliases: {
      en: ['quick aubergine parmigiana', 'aubergine pizzaiola'],
      it: ['parmigiana veloce', 'parmigiana in padella', 'melanzane pizzaiola'],
      fr: ['parmigiana rapide', 'aubergines façon pizza'],
      de: ['schnelle Parmigiana', 'Auberginen mit Tomaten und Mozzarella'],
    },
    description: T(
      'The weeknight parmigiana: griddled aubergine slices laid in a quick tomato sauce and covered with melting mozzarella, all in one pan.',
      'La parmigiana dei giorni feriali: fette di melanzana grigliate, adagiate in un sugo veloce e coperte di mozzarella filante, tutto in padella.',
      'La parmigiana des soirs de semaine : des tranches d’aubergine grillées, posées dans une sauce tomate express et couvertes de mozzarella fondante, le tout à la poêle.',
      'Die Parmigiana für den Alltag: gegrillte Auberginenscheiben in einer schnellen Tomatensauce, mit schmelzendem Mozzarella bedeckt, alles in einer Pfanne.',
    ),
    slots: [
      need('vegetables', ['aubergine'], { share: 2, cook: ['pan', 12, 16] }),
      need('sauce', ['passata', 'canned-tomatoes'], { share: 1.2, cook: ['simmer', 10, 15] }),
      need('cheese', ['mozzarella', 'buffalo-mozzarella', 'scamorza', 'provolone'], { share: 1 }),
      maybe('topping', ['parmesan', 'grana-padano', 'pecorino-romano'], { share: 0.6 }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('herb', ['basil', 'oregano'], { max: 2, share: 0.5 }),
    ],
    steps: [
      own(
        T(
          'Wash and trim {items:def} and cut lengthways into slices about 1 cm thick.',
          'Lava {items:def}, elimina il picciolo e taglia per il lungo a fette spesse circa 1 cm.',
          'Lavez {items:def}, retirez le pédoncule et coupez dans la longueur en tranches d’environ 1 cm.',
          '{items:acc} waschen, die Enden abschneiden und längs in etwa 1 cm dicke Scheiben schneiden.',
        ),
        4,
        'prep',
        { uses: ['vegetables'] },
      ),
      shared('chop', 2, 'prep', { uses: ['aromatics', 'herb'], prep: 'fine' }),
      shared('chop', 2, 'prep', { uses: ['cheese', 'topping'], prep: 'slices' }),
      own(
        T(
          'Brush the slices with olive oil and cook them in batches in a hot griddle or frying pan until soft and golden on both sides, {min} min in all; season with salt.',
          'Spennella le fette d’olio e cuocile a più riprese su una piastra o in una padella ben calda finché sono morbide e dorate da entrambi i lati, {min} min in tutto; sala.',
          'Badigeonnez les tranches d’huile d’olive et faites-les cuire en plusieurs fois sur un gril ou dans une poêle bien chaude jusqu’à ce qu’elles soient tendres et dorées des deux côtés, {min} min en tout ; salez.',
          'Die Scheiben mit Olivenöl bestreichen und portionsweise in einer heißen Grill- oder Bratpfanne von beiden Seiten weich und goldbraun braten, insgesamt {min} Min.; salzen.',
        ),
        12,
        'cook',
        { cooks: ['vegetables'] },
      ),
      own(
        T(
          'Meanwhile warm 2 tablespoons of olive oil in a wide pan with a lid and fry {items:def} gently for a minute.',
          'Intanto scalda 2 cucchiai d’olio in una padella larga con coperchio e fai soffriggere dolcemente {items:def} per un minuto.',
          'Pendant ce temps, faites chauffer 2 cuillères à soupe d’huile d’olive dans une grande poêle munie d’un couvercle et faites revenir doucement {items:def} une minute.',
          'Inzwischen 2 Esslöffel Olivenöl in einer weiten Pfanne mit Deckel erwärmen und {items:acc} eine Minute sanft anschwitzen.',
        ),
        1,
        'cook',
        { uses: ['aromatics'] },
      ),
      own(
        T(
          'Meanwhile warm 2 tablespoons of olive oil in a wide pan with a lid.',
          'Intanto scalda 2 cucchiai d’olio in una padella larga con coperchio.',
          'Pendant ce temps, faites chauffer 2 cuillères à soupe d’huile d’olive dans une grande poêle munie d’un couvercle.',
          'Inzwischen 2 Esslöffel Olivenöl in einer weiten Pfanne mit Deckel erwärmen.',
        ),
        1,
        'cook',
        { unless: ['aromatics'] },
      ),
      own(
        T(
          'Pour in {items:def}, add a pinch of salt and simmer until slightly thickened, {min} min.',
          'Versa {items:def}, aggiungi un pizzico di sale e cuoci finché il sugo si addensa leggermente, {min} min.',
          'Versez {items:def}, ajoutez une pincée de sel et laissez mijoter jusqu’à ce que la sauce épaississe légèrement, {min} min.',
          '{items:acc} angießen, eine Prise Salz zugeben und köcheln lassen, bis die Sauce leicht eindickt, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['sauce'], cooks: ['sauce'] },
      ),
      own(
        T(
          'Lay the aubergine slices in the sauce, overlapping, and cover them with {items:def}.',
          'Adagia le fette di melanzana nel sugo, un po’ sovrapposte, e coprile con {items:def}.',
          'Disposez les tranches d’aubergine dans la sauce en les faisant se chevaucher et couvrez-les {items:de}.',
          'Die Auberginenscheiben leicht überlappend in die Sauce legen und mit {items:dat} belegen.',
        ),
        2,
        'cook',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Scatter over {items:def}.',
          'Cospargi con {items:def}.',
          'Parsemez {items:de}.',
          'Mit {items:dat} bestreuen.',
        ),
        1,
        'cook',
        { uses: ['topping'] },
      ),
      own(
        T(
          'Cover and cook over a low heat until the cheese has melted, {min} min.',
          'Copri e cuoci a fuoco basso finché il formaggio si è sciolto, {min} min.',
          'Couvrez et laissez cuire à feu doux jusqu’à ce que le fromage ait fondu, {min} min.',
          'Zudecken und bei schwacher Hitze garen, bis der Käse geschmolzen ist, {min} Min.',
        ),
        5,
        'cook',
      ),
      own(
        T(
          'Finish with {items:def} and serve from the pan.',
          'Completa con {items:def} e servi nella padella.',
          'Terminez avec {items:def} et servez dans la poêle.',
          'Mit {items:dat} vollenden und in der Pfanne servieren.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T('Serve from the pan.', 'Servi nella padella.', 'Servez dans la poêle.', 'In der Pfanne servieren.'),
        1,
        'cook',
        { unless: ['herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
  dish({
    id: 'irish-stew',
    family: 'stew',
    course: 'main',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Irish stew',
      it: 'Stufato irlandese di agnello',
      fr: 'Ragoût d’agneau aux pommes de terre',
      de: 'Irish Stew',
    },
    aliases: {
      en: ['lamb stew', 'lamb and potato stew', 'Lancashire hotpot'],
      it: ['spezzatino di agnello con patate', 'Irish stew'],
      fr: ['Irish stew', 'ragoût irlandais'],
      de: ['Lammeintopf', 'irischer Lammeintopf'],
    },
    description: T(
      'Lamb simmered slowly with onions until tender, with potatoes and carrots added to cook in the broth.',
      'Agnello cotto lentamente con le cipolle finché è tenero, con patate e carote aggiunte a cuocere nel brodo.',
      'De l’agneau mijoté doucement avec des oignons jusqu’à ce qu’il soit fondant, avec des pommes de terre et des carottes cuites dans le bouillon.',
      'Lammfleisch, langsam mit Zwiebeln weich geschmort, dazu Kartoffeln und Möhren, die in der Brühe mitgaren.',
    ),
    slots: [
      need('protein', ['lamb'], { share: 1.2, cook: ['simmer', 90, 120] }),
      need('base', ['potato'], { share: 1.2, cook: ['simmer', 90, 120] }),
      need('aromatics', ['onion'], { share: 1.5, cook: ['pan', 5, 8] }),
      maybe('vegetables', ['carrot', 'parsnip', 'swede', 'turnip', 'celery'], {
        max: 2,
        cook: ['simmer', 90, 120],
      }),
      maybe('liquid', STOCK, { share: 1 }),
      maybe('herb', ['thyme', 'parsley', 'bay-leaves'], { max: 2 }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['protein'], prep: 'chunks' }),
      shared('chop', 5, 'prep', { uses: ['base', 'vegetables'], prep: 'chunks' }),
      shared('chop', 2, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      own(
        T(
          'Heat 2 tablespoons of oil in a large heavy pot and brown {items:def} in two batches over a high heat, {min} min.',
          'Scalda 2 cucchiai d’olio in una casseruola pesante e rosola {items:def} a fuoco vivo in due riprese, {min} min.',
          'Faites chauffer 2 cuillères à soupe d’huile dans une grande cocotte et faites dorer {items:def} à feu vif en deux fois, {min} min.',
          '2 Esslöffel Öl in einem großen schweren Topf erhitzen und {items:acc} bei starker Hitze in zwei Portionen anbraten, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Add {items:def} and soften, stirring, {min} min.',
          'Aggiungi {items:def} e fai appassire mescolando, {min} min.',
          'Ajoutez {items:def} et faites-les fondre en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren andünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Pour in {items:def} and enough water to just cover, season with salt and pepper and bring to the boil; then cover and simmer very gently, {min} min.',
          'Versa {items:def} e acqua quanto basta a coprire appena, sala, pepa e porta a bollore; poi copri e cuoci a fuoco bassissimo, {min} min.',
          'Versez {items:def} et assez d’eau pour couvrir à peine, salez, poivrez et portez à ébullition ; couvrez et laissez mijoter très doucement, {min} min.',
          '{items:acc} und so viel Wasser angießen, dass alles knapp bedeckt ist, salzen, pfeffern und aufkochen; dann zugedeckt ganz sanft köcheln lassen, {min} Min.',
        ),
        90,
        'cook',
        { uses: ['liquid', 'herb'], cooks: ['protein', 'base', 'vegetables'] },
      ),
      own(
        T(
          'Pour in enough water to just cover, season with salt and pepper and bring to the boil; then cover and simmer very gently, {min} min.',
          'Versa acqua quanto basta a coprire appena, sala, pepa e porta a bollore; poi copri e cuoci a fuoco bassissimo, {min} min.',
          'Versez assez d’eau pour couvrir à peine, salez, poivrez et portez à ébullition ; couvrez et laissez mijoter très doucement, {min} min.',
          'So viel Wasser angießen, dass alles knapp bedeckt ist, salzen, pfeffern und aufkochen; dann zugedeckt ganz sanft köcheln lassen, {min} Min.',
        ),
        90,
        'cook',
        { unless: ['liquid', 'herb'], cooks: ['protein', 'base', 'vegetables'] },
      ),
      own(
        T(
          'Taste for salt and serve in deep bowls.',
          'Assaggia, regola di sale e servi in piatti fondi.',
          'Rectifiez l’assaisonnement et servez dans des assiettes creuses.',
          'Mit Salz abschmecken und in tiefen Tellern servieren.',
        ),
        1,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
];
