import { dish, heatOven, maybe, need, own, shared, type DishData, type Texts } from '../types';

/**
 * Home cooking from northern Germany, Swabia and the Aosta Valley (written by a helper session): matjes in a
 * creamy sauce, Maultaschen fried with egg or warmed in broth, and the baked bread, cabbage and fontina soup
 * of the Valdostani. The defining ingredients are needed, the rest optional; stock is taken from the cupboard
 * when the cook lists none.
 */
const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

const ONION = ['onion', 'red-onion', 'shallot'];
/** What a German cook keeps for a broth: a carton or a jar of instant stock (read as the liquid). */
const STOCK = ['vegetable-stock', 'beef-stock', 'chicken-stock'];
/** The Aosta Valley's soup is made with a meat broth. */
const MEAT_STOCK = ['beef-stock', 'chicken-stock', 'vegetable-stock'];
/** Alpine cheeses that melt like fontina. */
const ALPINE_CHEESE = ['fontina', 'raclette-cheese', 'gruyere', 'comte', 'bergkase', 'emmental', 'asiago'];
const SOUP_BREAD = ['bread', 'rye-bread', 'sourdough-bread', 'whole-wheat-bread', 'baguette'];

const SERVE_AT_ONCE = T('Serve at once.', 'Servi subito.', 'Servez aussitôt.', 'Sofort servieren.');

export const KITCHEN_DISHES: readonly DishData[] = [
  // ───────────── Matjes nach Hausfrauenart ─────────────
  dish({
    id: 'matjes-hausfrauenart',
    family: 'salad',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Matjes herring in cream sauce',
      it: 'Aringhe marinate alla casalinga',
      fr: 'Harengs marinés à la crème',
      de: 'Matjes nach Hausfrauenart',
    },
    aliases: {
      en: ['Matjes Hausfrauenart', 'matjes in soured cream sauce', 'herring in cream sauce'],
      it: ['Matjes alla casalinga', 'aringhe alla panna acida', 'filetti di aringa in salsa cremosa'],
      fr: ['harengs à la crème', 'Matjes à la ménagère', 'filets de hareng sauce crème'],
      de: [
        'Matjes Hausfrauenart',
        'Matjesfilets nach Hausfrauenart',
        'Matjes Hausfrauen Art',
        'Matjes in Sahnesoße',
        'Matjes mit Apfel-Zwiebel-Soße',
      ],
    },
    description: T(
      'A northern German favourite: mild matjes herring fillets steeped in a cold, creamy sauce with onion rings, often with apple and gherkins, and usually eaten with boiled potatoes.',
      'Un classico della Germania del Nord: delicati filetti di aringa marinata lasciati insaporire in una salsa fredda e cremosa con anelli di cipolla, spesso con mela e cetriolini, e di solito serviti con patate lesse.',
      'Un classique de l’Allemagne du Nord : des filets de hareng mariné, tout doux, qui s’imprègnent d’une sauce crémeuse bien fraîche aux rondelles d’oignon, souvent avec de la pomme et des cornichons, et le plus souvent servis avec des pommes de terre à l’eau.',
      'Ein norddeutscher Klassiker: milde Matjesfilets, in einer kalten, cremigen Sauce mit Zwiebelringen durchgezogen, oft mit Apfel und Gewürzgurken, und meist mit Pellkartoffeln serviert.',
    ),
    slots: [
      // Ready to eat as it is bought: never cooked.
      need('protein', ['matjes'], { share: 1.2 }),
      need('dairy', ['sour-cream', 'creme-fraiche'], { share: 3 }),
      need('aromatics', ONION, { share: 1 }),
      maybe('dairy', ['greek-yogurt', 'yogurt'], { share: 0.4 }),
      maybe('fruit', ['apple'], { share: 0.5 }),
      maybe('vegetables', ['gherkin'], { share: 0.6 }),
      maybe('seasoning', ['lemon'], { share: 0.5 }),
      maybe('herb', ['dill', 'chives', 'parsley'], { max: 2, share: 1.5 }),
      maybe('base', ['potato'], { share: 1.2, cook: ['simmer', 20, 30] }),
      maybe('bread', ['rye-bread', 'whole-wheat-bread', 'bread']),
    ],
    steps: [
      own(
        T(
          'Pat {items:def} dry with kitchen paper and cut into pieces about 3 cm wide.',
          'Tampona {items:def} con carta da cucina e taglia a pezzi larghi circa 3 cm.',
          'Épongez {items:def} avec du papier absorbant et détaillez en morceaux d’environ 3 cm.',
          '{items:acc} mit Küchenpapier trocken tupfen und in etwa 3 cm breite Stücke schneiden.',
        ),
        3,
        'prep',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Peel {items:def} and slice into thin rings.',
          'Sbuccia e taglia ad anelli sottili {items:def}.',
          'Pelez {items:def} et coupez-{items:pron} en fines rondelles.',
          '{items:acc} schälen und in feine Ringe schneiden.',
        ),
        3,
        'prep',
        { uses: ['aromatics'] },
      ),
      own(
        T(
          'Quarter and core {items:def} (there is no need to peel it) and cut into thin slices.',
          'Dividi in quattro {items:def}, elimina il torsolo e taglia a fettine sottili; la buccia si può lasciare.',
          'Coupez {items:def} en quartiers, ôtez le cœur et détaillez en fines lamelles ; inutile de peler.',
          '{items:acc} vierteln, entkernen und in dünne Spalten schneiden; schälen ist nicht nötig.',
        ),
        3,
        'prep',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Slice {items:def} thinly.',
          'Taglia a rondelle sottili {items:def}.',
          'Coupez {items:def} en fines rondelles.',
          '{items:acc} in dünne Scheiben schneiden.',
        ),
        2,
        'prep',
        { uses: ['vegetables'] },
      ),
      shared('chop', 2, 'prep', { uses: ['herb'], prep: 'fine' }),
      own(
        T(
          'In a bowl, stir {items:def} until smooth and season with salt and pepper.',
          'In una ciotola mescola {items:def} fino a ottenere una salsa liscia e regola di sale e pepe.',
          'Dans un saladier, mélangez {items:def} jusqu’à obtenir une sauce lisse, puis salez et poivrez.',
          '{items:acc} in einer Schüssel glatt rühren und mit Salz und Pfeffer würzen.',
        ),
        2,
        'prep',
        { uses: ['dairy'] },
      ),
      own(
        T(
          'Sharpen the sauce with the juice of {items:def}.',
          'Insaporisci la salsa con il succo {items:di}.',
          'Relevez la sauce avec le jus {items:de}.',
          '{items:acc} auspressen und die Sauce mit dem Saft abschmecken.',
        ),
        1,
        'prep',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Fold {items:def} into the sauce, cover and leave in the fridge for at least {min} min so the flavours can mingle (a few hours is even better).',
          'Incorpora delicatamente {items:def} alla salsa, copri e lascia insaporire in frigo per almeno {min} min (qualche ora è ancora meglio).',
          'Incorporez délicatement {items:def} à la sauce, couvrez et laissez reposer au réfrigérateur au moins {min} min pour que les saveurs se mêlent (quelques heures, c’est encore mieux).',
          '{items:acc} vorsichtig unter die Sauce heben, zudecken und mindestens {min} Min. im Kühlschrank durchziehen lassen (ein paar Stunden sind noch besser).',
        ),
        30,
        'prep',
        { uses: ['protein', 'aromatics', 'fruit', 'vegetables', 'herb'] },
      ),
      own(
        T(
          'Meanwhile scrub {items:def}, put them in their skins in a pan of cold salted water, bring to the boil and simmer until tender, {min} min; drain.',
          'Intanto lava bene {items:def}, mettile con la buccia in una pentola di acqua fredda salata, porta a bollore e lessale finché sono tenere, {min} min, poi scolale.',
          'Pendant ce temps, brossez {items:def}, mettez-les avec la peau dans une casserole d’eau froide salée, portez à ébullition et laissez cuire jusqu’à ce qu’elles soient tendres, {min} min, puis égouttez-les.',
          'Inzwischen {items:acc} gründlich waschen, mit der Schale in einem Topf mit kaltem Salzwasser aufsetzen, aufkochen und in {min} Min. weich garen, dann abgießen.',
        ),
        20,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Serve the matjes cold in its sauce, with {items:def} alongside.',
          'Servi l’aringa fredda nella sua salsa, accompagnata {items:da}.',
          'Servez le hareng bien frais dans sa sauce, avec {items:def}.',
          'Den Matjes kalt in der Sauce anrichten und mit {items:dat} servieren.',
        ),
        1,
        'cook',
        { uses: ['base', 'bread'] },
      ),
      own(
        T(
          'Serve the matjes cold in its sauce.',
          'Servi l’aringa fredda nella sua salsa.',
          'Servez le hareng bien frais dans sa sauce.',
          'Den Matjes kalt in der Sauce servieren.',
        ),
        1,
        'cook',
        { unless: ['base', 'bread'] },
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
    tip: T(
      'Taste a corner of a fillet first: if it is very salty, soak the matjes in cold water or milk for half an hour before cutting it. A sharp apple such as a Boskoop or a Granny Smith suits the sauce best.',
      'Assaggia prima un angolo di filetto: se è molto salato, tieni l’aringa a bagno in acqua fredda o latte per mezz’ora prima di tagliarla. Nella salsa sta meglio una mela acidula, come la renetta o la Granny Smith.',
      'Goûtez d’abord un coin de filet : s’il est très salé, faites tremper le hareng une demi-heure dans de l’eau froide ou du lait avant de le couper. Une pomme acidulée, comme la reinette ou la granny smith, convient le mieux à la sauce.',
      'Vorher ein Eckchen probieren: Ist der Matjes sehr salzig, ihn vor dem Schneiden eine halbe Stunde in kaltem Wasser oder Milch wässern. Ein säuerlicher Apfel wie Boskoop oder Granny Smith passt am besten zur Sauce.',
    ),
  }),

  // ───────────── Geröstete Maultaschen mit Ei ─────────────
  dish({
    id: 'maultaschen-mit-ei',
    family: 'egg-pan',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Fried Maultaschen with egg',
      it: 'Ravioli svevi in padella con le uova',
      fr: 'Raviolis souabes poêlés aux œufs',
      de: 'Geröstete Maultaschen mit Ei',
    },
    aliases: {
      en: [
        'Maultaschen with egg',
        'Maultaschen with egg and onions',
        'pan-fried Maultaschen with scrambled egg',
      ],
      it: ['Maultaschen con le uova', 'Maultaschen saltati con uova e cipolla'],
      fr: ['Maultaschen aux œufs', 'raviolis souabes aux œufs et aux oignons'],
      de: [
        'Maultaschen mit Ei und Zwiebeln',
        'geschmälzte Maultaschen',
        'Maultaschen mit Ei',
        'gebratene Maultaschen mit Ei',
        'geröstete Maultaschen',
      ],
    },
    description: T(
      'A Swabian favourite and the best use for leftover Maultaschen: the pasta parcels are sliced, fried golden in butter, often with onions, and bound with beaten eggs stirred until just set.',
      'Un classico svevo e il modo migliore di usare i Maultaschen avanzati: i grandi ravioli si tagliano a strisce, si dorano nel burro, spesso con la cipolla, e si legano con uova sbattute, mescolate finché sono appena rapprese.',
      'Un classique souabe, idéal pour les restes de Maultaschen : les gros raviolis sont coupés en lanières, dorés au beurre, souvent avec des oignons, puis liés aux œufs battus, remués jusqu’à ce qu’ils soient tout juste pris.',
      'Der schwäbische Klassiker, am besten mit Maultaschen vom Vortag: in Streifen geschnitten, in Butter goldbraun geröstet, oft mit Zwiebeln, und mit verquirlten Eiern gebunden, die gerade eben stocken.',
    ),
    slots: [
      need('base', ['maultaschen'], { share: 0.8, cook: ['pan', 8, 12] }),
      need('egg', ['egg'], { share: 1, cook: ['pan', 3, 5] }),
      need('fat', ['butter', 'clarified-butter'], { share: 1.5 }),
      maybe('aromatics', [...ONION, 'spring-onion'], { share: 1, cook: ['pan', 6, 10] }),
      maybe('herb', ['chives', 'parsley'], { share: 1 }),
    ],
    steps: [
      own(
        T(
          'Cut {items:def} into strips about 1.5 cm wide.',
          'Taglia {items:def} a strisce larghe circa 1,5 cm.',
          'Coupez {items:def} en lanières d’environ 1,5 cm de large.',
          '{items:acc} in etwa 1,5 cm breite Streifen schneiden.',
        ),
        3,
        'prep',
        { uses: ['base'] },
      ),
      shared('chop', 3, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      shared('chop', 2, 'prep', { uses: ['herb'], prep: 'fine' }),
      own(
        T(
          'Beat {items:def} with a pinch of salt and pepper.',
          'Sbatti {items:def} con un pizzico di sale e di pepe.',
          'Battez {items:def} avec une pincée de sel et de poivre.',
          '{items:acc} mit je einer Prise Salz und Pfeffer verquirlen.',
        ),
        2,
        'prep',
        { uses: ['egg'] },
      ),
      own(
        T(
          'Melt {items:def} in a large frying pan over a medium heat, {min} min.',
          'Fai sciogliere {items:def} in una padella larga a fuoco medio, {min} min.',
          'Faites fondre {items:def} dans une grande poêle à feu moyen, {min} min.',
          '{items:acc} in einer großen Pfanne bei mittlerer Hitze zerlassen, {min} Min.',
        ),
        1,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Add {items:def} and fry gently, stirring now and then, until soft and golden, {min} min.',
          'Aggiungi {items:def} e fai rosolare dolcemente, mescolando ogni tanto, fino a doratura, {min} min.',
          'Ajoutez {items:def} et faites blondir doucement en remuant de temps en temps, {min} min.',
          '{items:acc} zugeben und unter gelegentlichem Rühren weich und goldgelb braten, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Add {items:def} and fry, turning now and then, until golden brown and crisp at the edges, {min} min.',
          'Aggiungi {items:def} e falli rosolare, girandoli ogni tanto, finché sono dorati e croccanti ai bordi, {min} min.',
          'Ajoutez {items:def} et faites-les dorer en les retournant de temps en temps, jusqu’à ce qu’ils soient croustillants sur les bords, {min} min.',
          '{items:acc} zugeben und unter gelegentlichem Wenden goldbraun und an den Rändern knusprig braten, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Pour {eggs:the egg|the eggs} over, lower the heat and stir gently until just set but still soft, {min} min.',
          'Versa sopra {eggs:l’uovo sbattuto|le uova sbattute}, abbassa la fiamma e mescola delicatamente finché {eggs:è appena rappreso ma ancora morbido|sono appena rapprese ma ancora morbide}, {min} min.',
          'Versez {eggs:l’œuf battu|les œufs battus} par-dessus, baissez le feu et remuez délicatement jusqu’à ce {eggs:qu’il soit tout juste pris mais encore moelleux|qu’ils soient tout juste pris mais encore moelleux}, {min} min.',
          '{eggs:Das verquirlte Ei|Die verquirlten Eier} darübergießen, die Hitze reduzieren und behutsam rühren, bis {eggs:es|sie} gerade gestockt, aber noch weich {eggs:ist|sind}, {min} Min.',
        ),
        3,
        'cook',
        { cooks: ['egg'] },
      ),
      own(
        T(
          'Scatter over {items:def} and serve at once.',
          'Cospargi con {items:def} e servi subito.',
          'Parsemez {items:de0} et servez aussitôt.',
          'Mit {items:dat} bestreuen und sofort servieren.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(SERVE_AT_ONCE, 1, 'cook', { unless: ['herb'] }),
    ],
    staples: ['salt', 'pepper'],
    tip: T(
      'Maultaschen from the day before fry best: they are firmer and slice neatly. A green salad or a potato salad is all they need alongside.',
      'I Maultaschen del giorno prima vengono meglio: sono più sodi e si tagliano senza rompersi. Come contorno basta un’insalata verde o un’insalata di patate.',
      'Les Maultaschen de la veille se poêlent le mieux : plus fermes, ils se coupent proprement. Une salade verte ou une salade de pommes de terre suffit pour les accompagner.',
      'Maultaschen vom Vortag lassen sich am besten rösten: Sie sind fester und lassen sich sauber schneiden. Dazu passt ein grüner Salat oder Kartoffelsalat.',
    ),
  }),

  // ───────────── Maultaschen in der Brühe ─────────────
  dish({
    id: 'maultaschen-in-bruehe',
    family: 'soup',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Maultaschen in broth',
      it: 'Ravioli svevi in brodo',
      fr: 'Raviolis souabes en bouillon',
      de: 'Maultaschen in der Brühe',
    },
    aliases: {
      en: ['Maultaschen soup', 'Swabian Maultaschen in broth'],
      it: ['Maultaschen in brodo', 'zuppa di Maultaschen'],
      fr: ['Maultaschen en bouillon', 'soupe de Maultaschen'],
      de: [
        'Maultaschensuppe',
        'Maultaschen in Brühe',
        'Maultaschen in Fleischbrühe',
        'schwäbische Maultaschen in der Brühe',
        'Maultaschen in der Brühe mit geschmälzten Zwiebeln',
      ],
    },
    description: T(
      'The Swabian classic: Maultaschen, large pasta parcels with a savoury filling, heated gently in hot broth and served with chives, parsley or golden fried onions if you have them.',
      'Il classico svevo: i Maultaschen, grandi ravioli dal ripieno saporito, scaldati dolcemente nel brodo caldo e serviti, se ci sono, con erba cipollina, prezzemolo o cipolla dorata in padella.',
      'Le classique souabe : les Maultaschen, de grands raviolis à la farce savoureuse, réchauffés doucement dans un bouillon chaud et servis, si vous en avez, avec de la ciboulette, du persil ou des oignons dorés à la poêle.',
      'Der schwäbische Klassiker: Maultaschen, sanft in heißer Brühe erhitzt und, wenn vorhanden, mit Schnittlauch, Petersilie oder gerösteten Zwiebeln serviert.',
    ),
    slots: [
      need('base', ['maultaschen'], { share: 0.8, cook: ['simmer', 10, 15] }),
      need('liquid', STOCK, { share: 1.6 }),
      maybe('vegetables', ['carrot', 'soup-greens', 'leek', 'celeriac'], {
        max: 2,
        share: 0.4,
        cook: ['simmer', 8, 15],
      }),
      maybe('aromatics', ONION, { share: 0.8, cook: ['pan', 8, 12] }),
      maybe('herb', ['chives', 'parsley'], { share: 1 }),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['vegetables'], prep: 'strips' }),
      shared('chop', 3, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      shared('chop', 2, 'prep', { uses: ['herb'], prep: 'fine' }),
      own(
        T(
          'Bring {items:def} to the boil in a large saucepan, {min} min.',
          'Porta a bollore {items:def} in una pentola capiente, {min} min.',
          'Portez {items:def} à ébullition dans une grande casserole, {min} min.',
          '{items:acc} in einem großen Topf aufkochen, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['liquid'] },
      ),
      own(
        T(
          'Add {items:def} and simmer until tender, {min} min.',
          'Aggiungi {items:def} e cuoci a fuoco dolce finché le verdure sono tenere, {min} min.',
          'Ajoutez {items:def} et laissez frémir jusqu’à ce que les légumes soient tendres, {min} min.',
          '{items:acc} zugeben und bei schwacher Hitze weich garen, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Turn the heat down, slide in {items:def} and let them heat through in the barely simmering broth until hot right through, {min} min; do not let it boil hard, or they may burst.',
          'Abbassa la fiamma, fai scivolare nel brodo {items:def} e lasciali scaldare a fuoco dolcissimo finché sono ben caldi anche all’interno, {min} min; il brodo non deve bollire forte, altrimenti si rompono.',
          'Baissez le feu, faites glisser {items:def} dans le bouillon et laissez-les chauffer à petit frémissement jusqu’à ce qu’ils soient bien chauds à cœur, {min} min ; le bouillon ne doit pas bouillir, sinon ils risquent d’éclater.',
          'Die Hitze reduzieren, {items:acc} in die Brühe legen und knapp unter dem Siedepunkt ziehen lassen, bis sie durch und durch heiß sind, {min} Min.; die Brühe soll nicht sprudelnd kochen, sonst platzen sie.',
        ),
        10,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Meanwhile heat a little oil in a small frying pan and fry {items:def} over a medium heat, stirring often, until golden brown, {min} min.',
          'Intanto scalda un filo d’olio in un padellino e fai rosolare {items:def} a fuoco medio, mescolando spesso, fino a doratura, {min} min.',
          'Pendant ce temps, faites chauffer un filet d’huile dans une petite poêle et faites dorer {items:def} à feu moyen en remuant souvent, {min} min.',
          'Inzwischen etwas Öl in einer kleinen Pfanne erhitzen und {items:acc} darin bei mittlerer Hitze unter häufigem Rühren goldbraun rösten, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Taste the broth and season with salt and pepper.',
          'Assaggia il brodo e regola di sale e pepe.',
          'Goûtez le bouillon, puis salez et poivrez.',
          'Die Brühe mit Salz und Pfeffer abschmecken.',
        ),
        1,
        'cook',
      ),
      own(
        T(
          'Ladle the Maultaschen and broth into warm soup plates and scatter over {items:def}.',
          'Distribuisci i ravioli e il brodo in piatti fondi caldi e cospargi con {items:def}.',
          'Répartissez les raviolis et le bouillon dans des assiettes creuses chaudes et parsemez {items:de}.',
          'Die Maultaschen mit der Brühe in vorgewärmte tiefe Teller geben und mit {items:dat} bestreuen.',
        ),
        1,
        'cook',
        { uses: ['aromatics', 'herb'] },
      ),
      own(
        T(
          'Ladle the Maultaschen and broth into warm soup plates and serve hot.',
          'Distribuisci i ravioli e il brodo in piatti fondi caldi e servi ben caldo.',
          'Répartissez les raviolis et le bouillon dans des assiettes creuses chaudes et servez bien chaud.',
          'Die Maultaschen mit der Brühe in vorgewärmte tiefe Teller geben und heiß servieren.',
        ),
        1,
        'cook',
        { unless: ['aromatics', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
    tip: T(
      'Let the Maultaschen steep rather than boil: at a rolling boil the pasta splits and the filling escapes. A home-made beef broth makes it a Sunday dish.',
      'I Maultaschen devono sobbollire appena, non bollire: a bollore pieno la pasta si rompe e il ripieno esce. Con un brodo di carne fatto in casa diventa un piatto della domenica.',
      'Les Maultaschen doivent pocher, pas bouillir : à gros bouillons, la pâte se déchire et la farce s’échappe. Avec un bouillon de bœuf maison, c’est un plat du dimanche.',
      'Maultaschen nur ziehen lassen, nicht kochen: Bei sprudelnder Hitze reißt der Teig und die Füllung tritt aus. Mit selbst gekochter Rinderbrühe wird daraus ein Sonntagsessen.',
    ),
  }),

  // ───────────── Zuppa alla valdostana ─────────────
  dish({
    id: 'zuppa-valdostana',
    family: 'soup',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Zuppa alla valdostana',
      it: 'Zuppa alla valdostana',
      fr: 'Soupe valdôtaine',
      de: 'Zuppa alla valdostana',
    },
    aliases: {
      en: [
        'Aosta Valley bread soup',
        'baked cabbage, bread and fontina soup',
        'zuppa valpellinentze',
        'Valpelline soup',
      ],
      it: [
        'zuppa valdostana',
        'zuppa valpellinentze',
        'seupa à la vapelenentse',
        'zuppa di pane, verza e fontina',
      ],
      fr: ['soupe à la valpellinentze', 'zuppa alla valdostana', 'soupe au chou, au pain et à la fontina'],
      de: [
        'Valdostaner Brotsuppe',
        'Aostataler Brotsuppe',
        'überbackene Brotsuppe mit Wirsing und Fontina',
        'Zuppa valpellinentze',
      ],
    },
    description: T(
      'A hearty bread soup from the Aosta Valley: layers of toasted bread, cabbage and fontina (or another good melting cheese), soaked in hot stock and baked until golden.',
      'Una zuppa sostanziosa della Valle d’Aosta: strati di pane tostato, cavolo e fontina (o un altro formaggio che fonde bene), bagnati con brodo caldo e gratinati in forno.',
      'Une soupe consistante du Val d’Aoste : des couches de pain grillé, de chou et de fontina (ou d’un autre bon fromage fondant), arrosées de bouillon chaud et gratinées au four.',
      'Eine deftige Brotsuppe aus dem Aostatal: geröstetes Brot, Kohl und Fontina (oder ein anderer gut schmelzender Käse) in Schichten, mit heißer Brühe übergossen und im Ofen goldbraun überbacken.',
    ),
    slots: [
      need('vegetables', ['savoy-cabbage', 'white-cabbage'], { share: 1.2, cook: ['simmer', 8, 12] }),
      need('bread', SOUP_BREAD, { share: 1.3 }),
      need('cheese', ALPINE_CHEESE, { share: 1.8 }),
      need('liquid', MEAT_STOCK, { share: 1.2 }),
      need('fat', ['butter'], { share: 2 }),
      maybe('seasoning', ['nutmeg'], { share: 0.5 }),
      maybe('topping', ['grana-padano', 'parmesan']),
    ],
    steps: [
      heatOven(200, 180),
      own(
        T(
          'Pull off any tough outer leaves of {items:def}, cut out the hard core and the thickest ribs, wash the leaves and cut them into wide strips.',
          'Elimina le foglie esterne più dure {items:di}, togli il torsolo e le coste più grosse, lava le foglie e tagliale a larghe strisce.',
          'Retirez les feuilles extérieures dures {items:de}, ôtez le trognon et les plus grosses côtes, lavez les feuilles et coupez-les en larges lanières.',
          '{items:acc} putzen: die harten äußeren Blätter entfernen, den Strunk und die dicksten Blattrippen herausschneiden, die Blätter waschen und in breite Streifen schneiden.',
        ),
        8,
        'prep',
        { uses: ['vegetables'] },
      ),
      own(
        T(
          'Cut {items:def} into thin slices.',
          'Taglia a fettine sottili {items:def}.',
          'Coupez {items:def} en fines lamelles.',
          '{items:acc} in dünne Scheiben schneiden.',
        ),
        3,
        'prep',
        { uses: ['cheese'] },
      ),
      shared('chop', 1, 'prep', { uses: ['topping'], prep: 'fine' }),
      own(
        T(
          'Melt {items:def} in a small pan and brush a deep ovenproof dish with a little of it.',
          'Fai fondere {items:def} in un pentolino e usane un po’ per ungere una pirofila fonda.',
          'Faites fondre {items:def} dans une petite casserole et badigeonnez-en légèrement un plat à gratin profond.',
          '{items:acc} in einem kleinen Topf zerlassen und eine tiefe Auflaufform mit etwas davon auspinseln.',
        ),
        3,
        'prep',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Bring {items:def} to the boil in a large saucepan, {min} min.',
          'Porta a bollore {items:def} in una pentola capiente, {min} min.',
          'Portez {items:def} à ébullition dans une grande casserole, {min} min.',
          '{items:acc} in einem großen Topf aufkochen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['liquid'] },
      ),
      own(
        T(
          'Add {items:def} to the boiling stock and cook until tender, {min} min, then lift it out with a slotted spoon and keep the stock hot.',
          'Tuffa {items:def} nel brodo bollente e cuoci finché è tenero, {min} min, poi scolalo con una schiumarola e tieni il brodo al caldo.',
          'Plongez {items:def} dans le bouillon bouillant et faites cuire jusqu’à ce qu’il soit tendre, {min} min, puis égouttez-le à l’écumoire et gardez le bouillon au chaud.',
          '{items:acc} in die kochende Brühe geben und weich garen, {min} Min., dann mit einer Schaumkelle herausheben und die Brühe heiß halten.',
        ),
        8,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Meanwhile toast {items:def} in a dry frying pan or under the grill until golden on both sides, {min} min.',
          'Intanto tosta {items:def} in una padella asciutta o sotto il grill fino a doratura su entrambi i lati, {min} min.',
          'Pendant ce temps, faites griller {items:def} à sec dans une poêle ou sous le gril, sur les deux faces, {min} min.',
          'Inzwischen {items:acc} in einer Pfanne ohne Fett oder unter dem Grill von beiden Seiten goldbraun rösten, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Season the cabbage with {items:def} and a little pepper.',
          'Insaporisci il cavolo con {items:def} e un po’ di pepe.',
          'Assaisonnez le chou avec {items:def} et un peu de poivre.',
          '{items:acc} und etwas Pfeffer über den Kohl streuen.',
        ),
        1,
        'prep',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Layer the toasted bread, the cabbage and the cheese in the dish two or three times over, finishing with a layer of cheese.',
          'Disponi a strati nella pirofila il pane tostato, il cavolo e il formaggio, ripetendo due o tre volte e finendo con il formaggio.',
          'Dans le plat, alternez le pain grillé, le chou et le fromage en deux ou trois couches, en terminant par du fromage.',
          'Geröstetes Brot, Kohl und Käse in zwei bis drei Lagen in die Form schichten und mit Käse abschließen.',
        ),
        5,
        'prep',
      ),
      own(
        T(
          'Scatter {items:def} over the top.',
          'Cospargi la superficie con {items:def}.',
          'Parsemez le dessus {items:de}.',
          'Mit {items:dat} bestreuen.',
        ),
        1,
        'prep',
        { uses: ['topping'] },
      ),
      own(
        T(
          'Slowly pour in the hot stock until it almost reaches the top layer, then drizzle over the rest of the melted butter.',
          'Versa piano il brodo caldo finché arriva quasi all’ultimo strato, poi irrora con il burro fuso rimasto.',
          'Versez doucement le bouillon chaud jusqu’à ce qu’il affleure presque la dernière couche, puis arrosez avec le reste du beurre fondu.',
          'Die heiße Brühe langsam angießen, bis sie fast die oberste Schicht erreicht, dann die restliche zerlassene Butter darüberträufeln.',
        ),
        2,
        'cook',
      ),
      own(
        T(
          'Bake until the top is golden and bubbling, {min} min.',
          'Inforna finché la superficie è dorata e gratinata, {min} min.',
          'Enfournez jusqu’à ce que le dessus soit doré et gratiné, {min} min.',
          'Backen, bis die Oberfläche goldbraun ist und Blasen wirft, {min} Min.',
        ),
        25,
        'cook',
      ),
      own(
        T(
          'Leave to rest for {min} min, then serve in deep plates.',
          'Lascia riposare {min} min, poi servi nei piatti fondi.',
          'Laissez reposer {min} min, puis servez dans des assiettes creuses.',
          '{min} Min. ruhen lassen, dann in tiefen Tellern servieren.',
        ),
        5,
        'cook',
      ),
    ],
    staples: ['pepper'],
    tip: T(
      'Use bread a day or two old: fresh bread turns to mush in the stock. In the Valpelline a pinch of cinnamon goes over the cabbage.',
      'Usa pane di uno o due giorni: quello fresco nel brodo si disfa. In Valpelline sul cavolo si mette anche un pizzico di cannella.',
      'Prenez du pain d’un ou deux jours : le pain frais se défait dans le bouillon. Dans la Valpelline, on ajoute une pincée de cannelle sur le chou.',
      'Ein bis zwei Tage altes Brot nehmen, frisches zerfällt in der Brühe. Im Valpelline-Tal kommt noch eine Prise Zimt auf den Kohl.',
    ),
  }),
];
