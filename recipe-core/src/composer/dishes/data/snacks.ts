import { dish, heatOven, maybe, need, own, shared, type DishData, type Texts } from '../types';

/**
 * Dishes one cheese, or one flatbread, makes on its own: a cook who has only parmesan, a camembert, a block of
 * feta or a pack of tortillas still gets a real recipe (cheese crisps, baked camembert, baked feta, tortilla
 * chips…). The cheese or the bread is the only ingredient each dish needs; herbs, spices, honey, vegetables and
 * bread to dip are taken when the cook has them. Each title names exactly what the dish is made of, so a dish
 * takes only the cheeses (or breads) its name fits.
 */
const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

/** Hard and aged cheeses that melt into lacy crisps (fresh, soft and brined cheeses do not). */
const CRISP_CHEESES = [
  'parmesan',
  'grana-padano',
  'pecorino-romano',
  'asiago',
  'manchego',
  'comte',
  'gruyere',
  'bergkase',
  'emmental',
  'cheddar',
  'gouda',
  'edam',
  'provolone',
];
/** Breads to dip into a baked cheese. */
const DIPPING_BREAD = ['baguette', 'bread', 'sourdough-bread', 'ciabatta'];
const BELL_PEPPERS = ['red-bell-pepper', 'yellow-bell-pepper', 'green-bell-pepper', 'pointed-pepper'];

// ── Steps several dishes share ──

const oven = heatOven;

/** Herb sprigs pushed into a scored cheese. */
const SPRIGS = T(
  'Pull {items:def} into small sprigs.',
  'Dividi {items:def} in piccoli rametti.',
  'Détachez {items:def} en petits brins.',
  '{items:acc} in kleine Zweige zupfen.',
);
const SCORE_TOP = T(
  'Score the top rind in a criss-cross pattern with a sharp knife, cutting only just through it.',
  'Con un coltello affilato incidi a griglia la crosta in superficie, senza affondare la lama.',
  'Avec un couteau bien aiguisé, quadrillez la croûte du dessus en l’entaillant à peine.',
  'Die Oberseite mit einem scharfen Messer rautenförmig einritzen, dabei nur die Rinde durchschneiden.',
);
const PUSH_INTO_CUTS = T(
  'Push {items:def} into the cuts, drizzle with a little olive oil and grind over some black pepper.',
  'Infila {items:def} nei tagli, completa con un filo d’olio e una macinata di pepe nero.',
  'Glissez {items:def} dans les entailles, arrosez d’un filet d’huile d’olive et donnez un tour de moulin à poivre.',
  '{items:acc} in die Einschnitte stecken, mit etwas Olivenöl beträufeln und mit schwarzem Pfeffer übermahlen.',
);
const OIL_PEPPER = T(
  'Drizzle with a little olive oil and grind over some black pepper.',
  'Completa con un filo d’olio e una macinata di pepe nero.',
  'Arrosez d’un filet d’huile d’olive et donnez un tour de moulin à poivre.',
  'Mit etwas Olivenöl beträufeln und mit schwarzem Pfeffer übermahlen.',
);
const BREAD_FINGERS = T(
  'Slice {items:def}, then cut the slices into fingers for dipping.',
  'Taglia {items:def} a fette e poi a bastoncini da intingere.',
  'Coupez {items:def} en tranches, puis en mouillettes.',
  '{items:acc} in Scheiben und diese in Streifen zum Eintunken schneiden.',
);
const SPOON_OVER = T(
  'Spoon {items:def} over the top.',
  'Distribuisci {items:def} sulla superficie.',
  'Répartissez {items:def} sur le dessus.',
  '{items:acc} darauf verteilen.',
);
const CUT_WEDGES = T(
  'Cut {items:def} into wedges.',
  'Taglia {items:def} a spicchi.',
  'Coupez {items:def} en quartiers.',
  '{items:acc} in Spalten schneiden.',
);
const COOL_CRISP = T(
  'Leave to cool on the trays, {min} min: they crisp up further as they cool.',
  'Lasciali raffreddare sulle teglie, {min} min: raffreddandosi diventano ancora più croccanti.',
  'Laissez-les refroidir sur les plaques, {min} min : ils deviennent encore plus croustillants en refroidissant.',
  'Auf den Blechen abkühlen lassen, {min} Min.: Dabei werden sie noch knuspriger.',
);

export const SNACK_DISHES: readonly DishData[] = [
  // ───────────── hard and aged cheeses ─────────────
  dish({
    id: 'cheese-crisps',
    family: 'snack',
    course: 'snack',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Cheese crisps', it: 'Frico croccante', fr: 'Tuiles de fromage', de: 'Käsechips' },
    aliases: {
      en: ['parmesan crisps', 'parmesan tuiles', 'frico', 'cheese wafers'],
      it: ['cialde di parmigiano', 'cialde di formaggio', 'chips di formaggio', 'frico'],
      fr: ['chips de fromage', 'tuiles de parmesan', 'tuiles au parmesan', 'frico'],
      de: ['Parmesanchips', 'Parmesan-Chips', 'Käsetaler', 'Parmesanhippen'],
    },
    description: T(
      'Grated cheese baked in little heaps until it melts into thin, lacy, golden crisps: a snack with drinks or a crunchy garnish for soups and salads.',
      'Formaggio grattugiato cotto in forno a mucchietti finché si scioglie in cialde sottili, dorate e traforate: uno stuzzichino per l’aperitivo o una guarnizione croccante per zuppe e insalate.',
      'Du fromage râpé cuit au four en petits tas jusqu’à former de fines tuiles dorées et ajourées : à grignoter à l’apéritif ou pour garnir soupes et salades.',
      'Geriebener Käse, in kleinen Häufchen im Ofen gebacken, bis er zu dünnen, goldbraunen und knusprigen Talern zerläuft: zum Knabbern zum Aperitif oder als Garnitur für Suppen und Salate.',
    ),
    slots: [
      need('cheese', CRISP_CHEESES, { share: 2 }),
      maybe('herb', ['rosemary', 'thyme'], { max: 1 }),
      maybe('seasoning', ['smoked-paprika', 'paprika', 'chili-flakes', 'fennel-seeds'], {
        max: 1,
        share: 0.5,
      }),
      maybe('topping', ['sesame-seed', 'poppy-seed'], { max: 1, share: 0.5 }),
    ],
    steps: [
      oven(200, 180),
      own(
        T(
          'Line a baking tray with baking paper.',
          'Fodera una teglia con carta da forno.',
          'Tapissez une plaque de papier cuisson.',
          'Ein Backblech mit Backpapier auslegen.',
        ),
        1,
        'prep',
      ),
      own(
        T(
          'Finely grate {items:def}.',
          'Grattugia finemente {items:def}.',
          'Râpez finement {items:def}.',
          '{items:acc} fein reiben.',
        ),
        4,
        'prep',
        { uses: ['cheese'], ifKinds: ['hard-cheese'] },
      ),
      own(
        T(
          'Grate {items:def} on the coarse side of the grater.',
          'Grattugia {items:def} con la grattugia a fori larghi.',
          'Râpez {items:def} avec la grosse râpe.',
          '{items:acc} grob reiben.',
        ),
        4,
        'prep',
        { uses: ['cheese'], unlessKinds: ['hard-cheese'] },
      ),
      shared('chop', 2, 'prep', { uses: ['herb'], prep: 'fine' }),
      own(
        T(
          'Season the cheese with black pepper and toss it with {items:def}.',
          'Condisci il formaggio con una macinata di pepe nero e mescolalo con {items:def}.',
          'Poivrez le fromage et mélangez-le avec {items:def}.',
          'Den Käse pfeffern und mit {items:dat} mischen.',
        ),
        1,
        'prep',
        { uses: ['herb', 'seasoning', 'topping'] },
      ),
      own(
        T(
          'Toss the cheese with a little black pepper.',
          'Mescola il formaggio con una macinata di pepe nero.',
          'Mélangez le fromage avec un peu de poivre noir.',
          'Den Käse mit etwas schwarzem Pfeffer mischen.',
        ),
        1,
        'prep',
        { unless: ['herb', 'seasoning', 'topping'] },
      ),
      own(
        T(
          'Spoon the cheese onto the tray in small heaps (a heaped tablespoon each), 5 cm apart, and spread each into a thin, even round about 7 cm across.',
          'Distribuisci il formaggio sulla teglia a mucchietti (un cucchiaio colmo ciascuno), distanziati di 5 cm, e allargali in dischi sottili e regolari di circa 7 cm di diametro.',
          'Déposez le fromage sur la plaque en petits tas (une cuillerée à soupe bombée chacun), espacés de 5 cm, et étalez-les en disques fins et réguliers d’environ 7 cm de diamètre.',
          'Den Käse in kleinen Häufchen (je ein gehäufter Esslöffel) mit 5 cm Abstand auf das Blech setzen und jeweils zu dünnen, gleichmäßigen Talern von etwa 7 cm Durchmesser verstreichen.',
        ),
        4,
        'prep',
      ),
      own(
        T(
          'Bake until the cheese has melted and the crisps are lacy and golden, {min} min; watch them towards the end, as they burn in moments. Bake in batches if they do not all fit.',
          'Inforna finché il formaggio si è sciolto e le cialde sono dorate e traforate, {min} min; tienile d’occhio verso la fine, perché bruciano in un attimo. Se non ci stanno tutte, cuocile in più infornate.',
          'Enfournez jusqu’à ce que le fromage ait fondu et que les tuiles soient dorées et ajourées, {min} min ; surveillez-les vers la fin, elles brûlent en un instant. Faites plusieurs fournées si elles ne tiennent pas toutes sur la plaque.',
          'Backen, bis der Käse geschmolzen ist und die Taler goldbraun und durchbrochen sind, {min} Min.; gegen Ende gut im Auge behalten, denn sie verbrennen schnell. Passen nicht alle auf das Blech, in mehreren Durchgängen backen.',
        ),
        6,
        'cook',
      ),
      own(
        T(
          'Leave to firm up on the tray, {min} min, then lift off with a thin spatula. For curved tuiles, drape them over a rolling pin while still warm.',
          'Lasciale rassodare sulla teglia, {min} min, poi staccale con una spatola sottile. Per averle curve, adagiale ancora calde su un mattarello.',
          'Laissez-les durcir sur la plaque, {min} min, puis décollez-les avec une spatule fine. Pour des tuiles incurvées, posez-les encore chaudes sur un rouleau à pâtisserie.',
          'Auf dem Blech fest werden lassen, {min} Min., dann mit einem dünnen Pfannenwender ablösen. Für gewölbte Chips die noch warmen Taler über ein Nudelholz legen.',
        ),
        2,
        'cook',
      ),
    ],
    staples: ['pepper'],
    tip: T(
      'No oven? Sprinkle a thin round of cheese into a dry non-stick pan over a medium heat, leave until golden underneath, about 2 minutes, then lift it out with a spatula. Kept in an airtight tin, the crisps stay crunchy for two days.',
      'Senza forno: spargi un disco sottile di formaggio in una padella antiaderente senza grassi, a fuoco medio, lascialo dorare sotto, circa 2 minuti, poi sollevalo con una spatola. In un contenitore ermetico le cialde restano croccanti per due giorni.',
      'Sans four : parsemez un disque fin de fromage dans une poêle antiadhésive sans matière grasse, à feu moyen, laissez dorer le dessous, environ 2 minutes, puis retirez-le à la spatule. Dans une boîte hermétique, les tuiles restent croustillantes deux jours.',
      'Ohne Ofen: Den Käse als dünnen Taler in eine beschichtete Pfanne ohne Fett streuen, bei mittlerer Hitze unten goldbraun werden lassen, etwa 2 Minuten, dann mit einem Pfannenwender herausheben. In einer gut schließenden Dose bleiben die Chips zwei Tage knusprig.',
    ),
  }),

  // ───────────── soft cheeses ─────────────
  dish({
    id: 'baked-camembert',
    family: 'snack',
    course: 'starter',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Baked camembert',
      it: 'Camembert al forno',
      fr: 'Camembert rôti au four',
      de: 'Ofencamembert',
    },
    aliases: {
      en: ['oven-baked camembert', 'camembert bake', 'baked camembert with garlic and rosemary'],
      it: ['camembert cotto al forno', 'camembert fuso al forno'],
      fr: ['camembert rôti', 'camembert au four', 'camembert chaud'],
      de: ['Camembert aus dem Ofen', 'Ofenkäse', 'überbackener Camembert'],
    },
    description: T(
      'A whole camembert baked in its box until the inside turns molten, for everyone to dip bread into.',
      'Un camembert intero cotto in forno nella sua scatola finché il cuore diventa fuso e cremoso, da condividere intingendovi il pane.',
      'Un camembert entier rôti au four dans sa boîte jusqu’à ce que le cœur soit coulant, à partager en y trempant du pain.',
      'Ein ganzer Camembert, in seiner Holzschachtel im Ofen gebacken, bis er innen cremig zerläuft: zum gemeinsamen Eintunken von Brot.',
    ),
    slots: [
      need('cheese', ['camembert'], { share: 3 }),
      maybe('seasoning', ['garlic'], { share: 0.5 }),
      maybe('herb', ['rosemary', 'thyme'], { max: 1 }),
      maybe('sweet', ['honey'], { share: 0.5 }),
      maybe('topping', ['walnut', 'pecan'], { max: 1, share: 0.5 }),
      maybe('bread', DIPPING_BREAD, { max: 1 }),
    ],
    steps: [
      oven(200, 180),
      own(
        T(
          'Unwrap {items:def} and put it back in the bottom of its box if the box is wooden, or in a small ovenproof dish that fits it snugly; set it on a baking tray.',
          'Scarta {items:def} e rimettilo nel fondo della sua scatola, se è di legno, oppure in una piccola pirofila della sua misura; appoggialo su una teglia.',
          'Déballez {items:def} et remettez-le dans le fond de sa boîte si elle est en bois, ou dans un petit plat allant au four juste à sa taille ; posez-le sur une plaque.',
          '{items:acc} auspacken und wieder in die untere Hälfte der Schachtel legen, wenn sie aus Holz ist, sonst in eine kleine, genau passende ofenfeste Form; auf ein Backblech stellen.',
        ),
        2,
        'prep',
        { uses: ['cheese'] },
      ),
      own(SCORE_TOP, 1, 'prep'),
      shared('chop', 3, 'prep', { uses: ['seasoning', 'topping'], prep: 'slices' }),
      own(SPRIGS, 1, 'prep', { uses: ['herb'] }),
      own(PUSH_INTO_CUTS, 2, 'prep', { uses: ['seasoning', 'herb'] }),
      own(OIL_PEPPER, 1, 'prep', { unless: ['seasoning', 'herb'] }),
      own(BREAD_FINGERS, 3, 'prep', { uses: ['bread'] }),
      own(
        T(
          'Bake until the centre feels soft and runny when you press it, {min} min; for the last 5 minutes, lay the bread on the tray beside it to toast.',
          'Inforna finché, premendo al centro, il formaggio risulta morbido e fuso, {min} min; negli ultimi 5 minuti metti il pane sulla teglia, accanto al formaggio, a tostare.',
          'Enfournez jusqu’à ce que le cœur soit souple et coulant quand on appuie dessus, {min} min ; 5 minutes avant la fin, posez les mouillettes sur la plaque pour les faire griller.',
          'Backen, bis die Mitte auf Fingerdruck weich nachgibt und flüssig ist, {min} Min.; für die letzten 5 Minuten die Brotstreifen zum Rösten daneben auf das Blech legen.',
        ),
        15,
        'cook',
        { ifRoles: ['bread'] },
      ),
      own(
        T(
          'Bake until the centre feels soft and runny when you press it, {min} min.',
          'Inforna finché, premendo al centro, il formaggio risulta morbido e fuso, {min} min.',
          'Enfournez jusqu’à ce que le cœur soit souple et coulant quand on appuie dessus, {min} min.',
          'Backen, bis die Mitte auf Fingerdruck weich nachgibt und flüssig ist, {min} Min.',
        ),
        15,
        'cook',
        { unless: ['bread'] },
      ),
      own(SPOON_OVER, 1, 'cook', { uses: ['sweet', 'topping'] }),
      own(
        T(
          'Serve straight away, while the cheese is runny, with the toasted bread for dipping.',
          'Servi subito, finché il formaggio è fuso, con il pane tostato da intingere.',
          'Servez aussitôt, tant que le fromage est coulant, avec les mouillettes grillées à y tremper.',
          'Sofort servieren, solange der Käse flüssig ist, mit dem gerösteten Brot zum Eintunken.',
        ),
        1,
        'cook',
        { ifRoles: ['bread'] },
      ),
      own(
        T(
          'Serve straight away, while the cheese is runny, with crusty bread or raw vegetables for dipping.',
          'Servi subito, finché il formaggio è fuso, con pane croccante o verdure crude da intingere.',
          'Servez aussitôt, tant que le fromage est coulant, avec du pain croustillant ou des crudités à y tremper.',
          'Sofort servieren, solange der Käse flüssig ist, dazu knuspriges Brot oder Rohkost zum Eintunken.',
        ),
        1,
        'cook',
        { unless: ['bread'] },
      ),
    ],
    staples: ['oil', 'pepper'],
    tip: T(
      'Check the box first: a wooden one can go in the oven, a cardboard or plastic one cannot. A ripe camembert, soft to the touch, melts best.',
      'Controlla prima la scatola: quella di legno può andare in forno, quella di cartone o di plastica no. Un camembert ben maturo, morbido al tatto, si scioglie meglio.',
      'Vérifiez d’abord la boîte : en bois, elle va au four ; en carton ou en plastique, non. Un camembert bien fait, souple au toucher, fond mieux.',
      'Zuerst die Schachtel prüfen: Holz darf in den Ofen, Pappe oder Kunststoff nicht. Ein reifer Camembert, der auf Druck nachgibt, schmilzt am schönsten.',
    ),
  }),
  dish({
    id: 'baked-brie',
    family: 'snack',
    course: 'starter',
    cuisine: 'french',
    difficulty: 'easy',
    names: { en: 'Baked brie', it: 'Brie al forno', fr: 'Brie rôti au four', de: 'Brie aus dem Ofen' },
    aliases: {
      en: ['oven-baked brie', 'baked brie with honey', 'baked brie with nuts'],
      it: ['brie cotto al forno', 'brie fuso al forno'],
      fr: ['brie rôti', 'brie au four', 'brie chaud au miel'],
      de: ['Ofen-Brie', 'überbackener Brie', 'Brie mit Honig aus dem Ofen'],
    },
    description: T(
      'A piece of brie baked until soft and runny inside, to scoop up with bread while it is hot.',
      'Un pezzo di brie cotto in forno finché il cuore diventa morbido e fuso, da raccogliere con il pane finché è caldo.',
      'Un morceau de brie rôti au four jusqu’à ce que le cœur soit coulant, à déguster bien chaud avec du pain.',
      'Ein Stück Brie, im Ofen gebacken, bis er innen weich und flüssig ist, heiß mit Brot ausgelöffelt.',
    ),
    slots: [
      need('cheese', ['brie'], { share: 3 }),
      maybe('herb', ['thyme', 'rosemary'], { max: 1 }),
      maybe('sweet', ['honey', 'jam'], { max: 1, share: 0.5 }),
      maybe('topping', ['walnut', 'pecan', 'pistachio', 'dried-cranberry'], { max: 2, share: 0.5 }),
      maybe('bread', DIPPING_BREAD, { max: 1 }),
    ],
    steps: [
      oven(180, 160),
      own(
        T(
          'Put {items:def} in a small ovenproof dish lined with baking paper, just big enough to hold it.',
          'Metti {items:def} in una piccola pirofila foderata di carta da forno, appena più grande del formaggio.',
          'Posez {items:def} dans un petit plat allant au four tapissé de papier cuisson, juste à sa taille.',
          '{items:acc} in eine kleine, mit Backpapier ausgelegte ofenfeste Form legen, in die er gerade hineinpasst.',
        ),
        2,
        'prep',
        { uses: ['cheese'] },
      ),
      own(SCORE_TOP, 1, 'prep'),
      own(SPRIGS, 1, 'prep', { uses: ['herb'] }),
      own(
        T(
          'Push {items:def} into the cuts.',
          'Infila {items:def} nei tagli.',
          'Glissez {items:def} dans les entailles.',
          '{items:acc} in die Einschnitte stecken.',
        ),
        2,
        'prep',
        { uses: ['herb'] },
      ),
      shared('chop', 2, 'prep', { uses: ['topping'], prep: 'chop' }),
      own(SPOON_OVER, 1, 'prep', { uses: ['sweet', 'topping'] }),
      own(BREAD_FINGERS, 3, 'prep', { uses: ['bread'] }),
      own(
        T(
          'Bake until the brie is soft and wobbly and the middle feels runny when you press it, {min} min; for the last 5 minutes, lay the bread on a tray beside it to toast.',
          'Inforna finché il brie è morbido e tremolante e, premendo al centro, risulta fuso, {min} min; negli ultimi 5 minuti metti il pane su una teglia, accanto al formaggio, a tostare.',
          'Enfournez jusqu’à ce que le brie soit souple et tremblotant et que le cœur soit coulant quand on appuie dessus, {min} min ; 5 minutes avant la fin, posez les mouillettes sur une plaque à côté pour les faire griller.',
          'Backen, bis der Brie weich ist, leicht wackelt und die Mitte auf Fingerdruck flüssig nachgibt, {min} Min.; für die letzten 5 Minuten die Brotstreifen zum Rösten daneben auf ein Blech legen.',
        ),
        15,
        'cook',
        { ifRoles: ['bread'] },
      ),
      own(
        T(
          'Bake until the brie is soft and wobbly and the middle feels runny when you press it, {min} min.',
          'Inforna finché il brie è morbido e tremolante e, premendo al centro, risulta fuso, {min} min.',
          'Enfournez jusqu’à ce que le brie soit souple et tremblotant et que le cœur soit coulant quand on appuie dessus, {min} min.',
          'Backen, bis der Brie weich ist, leicht wackelt und die Mitte auf Fingerdruck flüssig nachgibt, {min} Min.',
        ),
        15,
        'cook',
        { unless: ['bread'] },
      ),
      own(
        T(
          'Serve hot, straight from the dish, with the toasted bread for scooping.',
          'Servi subito, ben caldo, nella pirofila, con il pane tostato per raccoglierlo.',
          'Servez bien chaud, directement dans le plat, avec les mouillettes grillées pour le déguster.',
          'Heiß direkt in der Form servieren, mit dem gerösteten Brot zum Auftunken.',
        ),
        1,
        'cook',
        { ifRoles: ['bread'] },
      ),
      own(
        T(
          'Serve hot, straight from the dish, with crusty bread or crackers for scooping.',
          'Servi subito, ben caldo, nella pirofila, con pane croccante o cracker per raccoglierlo.',
          'Servez bien chaud, directement dans le plat, avec du pain croustillant ou des crackers.',
          'Heiß direkt in der Form servieren, dazu knuspriges Brot oder Cracker zum Auftunken.',
        ),
        1,
        'cook',
        { unless: ['bread'] },
      ),
    ],
    staples: [],
    tip: T(
      'A small whole brie bakes most evenly, but a thick wedge works too: keep the rind on, as it holds the melted cheese in.',
      'Un brie piccolo e intero cuoce in modo più uniforme, ma va bene anche uno spicchio spesso: lascia la crosta, che trattiene il formaggio fuso.',
      'Un petit brie entier cuit le plus régulièrement, mais une part épaisse convient aussi : gardez la croûte, qui retient le fromage fondu.',
      'Ein kleiner ganzer Brie gart am gleichmäßigsten, ein dickes Stück geht aber auch: Die Rinde dranlassen, sie hält den geschmolzenen Käse zusammen.',
    ),
  }),

  dish({
    id: 'baked-reblochon',
    family: 'snack',
    course: 'starter',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Baked reblochon',
      it: 'Reblochon al forno',
      fr: 'Reblochon rôti au four',
      de: 'Reblochon aus dem Ofen',
    },
    aliases: {
      en: ['oven-baked reblochon', 'roast reblochon'],
      it: ['reblochon cotto al forno', 'reblochon fuso al forno'],
      fr: ['reblochon rôti', 'reblochon au four', 'reblochon chaud'],
      de: ['Ofen-Reblochon', 'überbackener Reblochon'],
    },
    description: T(
      'A whole reblochon baked until it bubbles and runs, the Savoyard way, to eat with bread or boiled potatoes.',
      'Un reblochon intero cotto in forno finché diventa fuso e cremoso, come in Savoia, da gustare con il pane o con patate lesse.',
      'Un reblochon entier rôti au four jusqu’à ce qu’il soit fondant et coulant, comme en Savoie, à déguster avec du pain ou des pommes de terre vapeur.',
      'Ein ganzer Reblochon, im Ofen gebacken, bis er blubbert und zerläuft, wie in Savoyen, zu Brot oder Pellkartoffeln.',
    ),
    slots: [
      need('cheese', ['reblochon'], { share: 2 }),
      maybe('seasoning', ['garlic'], { share: 0.5 }),
      maybe('herb', ['thyme']),
      maybe('liquid', ['white-wine'], { share: 0.5 }),
      maybe('bread', DIPPING_BREAD, { max: 1 }),
      maybe('base', ['potato'], { cook: ['simmer', 20, 30] }),
    ],
    steps: [
      own(
        T(
          'Scrub {items:def}, put them unpeeled in a pan of cold salted water, bring to the boil and simmer until tender, {min} min; drain and keep warm.',
          'Lava bene {items:def}, mettile con la buccia in una pentola di acqua fredda salata, porta a bollore e cuoci finché sono tenere, {min} min; scolale e tienile in caldo.',
          'Brossez {items:def}, mettez-les avec la peau dans une casserole d’eau froide salée, portez à ébullition et laissez cuire jusqu’à ce qu’elles soient tendres, {min} min ; égouttez-les et gardez-les au chaud.',
          '{items:acc} gründlich waschen, mit Schale in einem Topf mit kaltem Salzwasser aufsetzen, aufkochen und weich garen, {min} Min.; abgießen und warm halten.',
        ),
        20,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      oven(200, 180),
      own(
        T(
          'Unwrap {items:def}, leave it on its thin wooden disc and set it in a small ovenproof dish that fits it snugly.',
          'Scarta {items:def}, lascialo sul suo dischetto di legno e mettilo in una piccola pirofila della sua misura.',
          'Déballez {items:def}, laissez-le sur sa fine planchette de bois et posez-le dans un petit plat allant au four juste à sa taille.',
          '{items:acc} auspacken, auf seinem dünnen Holzplättchen lassen und in eine kleine, genau passende ofenfeste Form setzen.',
        ),
        2,
        'prep',
        { uses: ['cheese'] },
      ),
      own(SCORE_TOP, 1, 'prep'),
      shared('chop', 2, 'prep', { uses: ['seasoning'], prep: 'slices' }),
      own(SPRIGS, 1, 'prep', { uses: ['herb'] }),
      own(
        T(
          'Push {items:def} into the cuts and grind over some black pepper.',
          'Infila {items:def} nei tagli e completa con una macinata di pepe nero.',
          'Glissez {items:def} dans les entailles et donnez un tour de moulin à poivre.',
          '{items:acc} in die Einschnitte stecken und mit schwarzem Pfeffer übermahlen.',
        ),
        2,
        'prep',
        { uses: ['seasoning', 'herb'] },
      ),
      own(
        T(
          'Grind a little black pepper over the top.',
          'Completa con una macinata di pepe nero.',
          'Donnez un tour de moulin à poivre sur le dessus.',
          'Die Oberseite mit schwarzem Pfeffer übermahlen.',
        ),
        1,
        'prep',
        { unless: ['seasoning', 'herb'] },
      ),
      own(
        T(
          'Pour {items:def} over the cheese.',
          'Versa {items:def} sul formaggio.',
          'Versez {items:def} sur le fromage.',
          '{items:acc} über den Käse gießen.',
        ),
        1,
        'prep',
        { uses: ['liquid'] },
      ),
      own(BREAD_FINGERS, 3, 'prep', { uses: ['bread'] }),
      own(
        T(
          'Bake until the cheese is bubbling and runny inside, {min} min; for the last 5 minutes, lay the bread on a tray beside it to toast.',
          'Inforna finché il formaggio sobbolle ed è fuso all’interno, {min} min; negli ultimi 5 minuti metti il pane su una teglia, accanto al formaggio, a tostare.',
          'Enfournez jusqu’à ce que le fromage bouillonne et soit coulant à cœur, {min} min ; 5 minutes avant la fin, posez les mouillettes sur une plaque à côté pour les faire griller.',
          'Backen, bis der Käse blubbert und innen flüssig ist, {min} Min.; für die letzten 5 Minuten die Brotstreifen zum Rösten daneben auf ein Blech legen.',
        ),
        20,
        'cook',
        { ifRoles: ['bread'] },
      ),
      own(
        T(
          'Bake until the cheese is bubbling and runny inside, {min} min.',
          'Inforna finché il formaggio sobbolle ed è fuso all’interno, {min} min.',
          'Enfournez jusqu’à ce que le fromage bouillonne et soit coulant à cœur, {min} min.',
          'Backen, bis der Käse blubbert und innen flüssig ist, {min} Min.',
        ),
        20,
        'cook',
        { unless: ['bread'] },
      ),
      own(
        T(
          'Split the potatoes open on warm plates and spoon the molten cheese over them.',
          'Apri le patate a metà nei piatti caldi e versaci sopra il formaggio fuso.',
          'Ouvrez les pommes de terre en deux dans des assiettes chaudes et nappez-les de fromage fondu.',
          'Die Kartoffeln auf vorgewärmten Tellern aufbrechen und den geschmolzenen Käse darüberlöffeln.',
        ),
        1,
        'cook',
        { ifRoles: ['base'] },
      ),
      own(
        T(
          'Serve straight away, with the toasted bread for dipping.',
          'Servi subito, con il pane tostato da intingere.',
          'Servez aussitôt, avec les mouillettes grillées à y tremper.',
          'Sofort servieren, mit dem gerösteten Brot zum Eintunken.',
        ),
        1,
        'cook',
        { ifRoles: ['bread'] },
      ),
      own(
        T(
          'Serve straight away, with crusty bread or boiled potatoes.',
          'Servi subito, con pane croccante o patate lesse.',
          'Servez aussitôt, avec du pain croustillant ou des pommes de terre vapeur.',
          'Sofort servieren, dazu knuspriges Brot oder Pellkartoffeln.',
        ),
        1,
        'cook',
        { unless: ['bread', 'base'] },
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
    tip: T(
      'In Savoie it comes to the table with boiled potatoes and cured ham: a quick tartiflette without the gratin.',
      'In Savoia si porta in tavola con patate lesse e salumi: una tartiflette veloce, senza gratinare.',
      'En Savoie, on le sert avec des pommes de terre vapeur et de la charcuterie : une tartiflette express, sans gratin.',
      'In Savoyen kommt er mit Pellkartoffeln und Schinken auf den Tisch: wie eine schnelle Tartiflette, nur ohne Auflauf.',
    ),
  }),

  // ───────────── brined cheeses ─────────────
  dish({
    id: 'baked-feta',
    family: 'roast',
    course: 'starter',
    cuisine: 'greek',
    difficulty: 'easy',
    names: { en: 'Baked feta', it: 'Feta al forno', fr: 'Feta rôtie au four', de: 'Ofenfeta' },
    aliases: {
      en: ['oven-baked feta', 'feta bake', 'feta psiti', 'bouyiourdi'],
      it: ['feta cotta al forno', 'feta gratinata', 'bouyiourdi'],
      fr: ['feta au four', 'feta rôtie', 'bouyiourdi'],
      de: ['Feta aus dem Ofen', 'Schafskäse aus dem Ofen', 'überbackener Schafskäse', 'Bouyiourdi'],
    },
    description: T(
      'A block of feta baked in olive oil until soft, creamy and golden at the edges, to scoop up with bread: a Greek meze.',
      'Un panetto di feta cotto in forno con l’olio d’oliva finché diventa morbido e cremoso e si dora ai bordi, da raccogliere con il pane: un meze greco.',
      'Un pavé de feta rôti au four dans l’huile d’olive jusqu’à devenir fondant, crémeux et doré sur les bords, à déguster avec du pain : un mezze grec.',
      'Ein Stück Feta, in Olivenöl im Ofen gebacken, bis er weich und cremig ist und an den Rändern bräunt, zum Auftunken mit Brot: ein griechischer Vorspeisenklassiker.',
    ),
    slots: [
      need('cheese', ['feta'], { share: 2.5 }),
      maybe('sauce', ['cherry-tomato'], { cook: ['bake', 20, 30] }),
      maybe('vegetables', [...BELL_PEPPERS, 'tomato', 'plum-tomato'], {
        max: 2,
        cook: ['bake', 20, 30],
      }),
      maybe('aromatics', ['red-onion', 'onion', 'garlic'], { max: 2, share: 0.5, cook: ['bake', 20, 30] }),
      maybe('topping', ['black-olive', 'green-olive', 'taggiasca-olive'], { max: 1 }),
      maybe('herb', ['oregano', 'thyme', 'rosemary'], { max: 1 }),
      maybe('seasoning', ['chili-flakes']),
      maybe('sweet', ['honey'], { share: 0.5 }),
      maybe('bread', ['pita', ...DIPPING_BREAD], { max: 1 }),
    ],
    steps: [
      oven(200, 180),
      shared('chop', 5, 'prep', { uses: ['vegetables', 'aromatics', 'herb'], prep: 'chunks' }),
      own(
        T(
          'Put {items:def} in a baking dish, drizzle with olive oil, season with pepper and a little salt (the feta is salty) and toss.',
          'Metti {items:def} in una pirofila, condisci con un filo d’olio, pepe e poco sale (la feta è già salata) e mescola.',
          'Mettez {items:def} dans un plat à four, arrosez d’un filet d’huile d’olive, poivrez, salez légèrement (la feta est déjà salée) et mélangez.',
          '{items:acc} in eine Auflaufform geben, mit etwas Olivenöl beträufeln, pfeffern, nur leicht salzen (der Feta ist salzig) und durchmischen.',
        ),
        2,
        'prep',
        { uses: ['sauce', 'vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Pat {items:def} dry and set it in the middle of the dish.',
          'Tampona {items:def} con carta da cucina e adagiala al centro della pirofila.',
          'Épongez {items:def} avec du papier absorbant et posez-la au centre du plat.',
          '{items:acc} trocken tupfen und in die Mitte der Form legen.',
        ),
        1,
        'prep',
        { uses: ['cheese'], ifRoles: ['sauce', 'vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Pat {items:def} dry and put it in a small baking dish just big enough to hold it.',
          'Tampona {items:def} con carta da cucina e mettila in una pirofila piccola, appena più grande del panetto.',
          'Épongez {items:def} avec du papier absorbant et posez-la dans un petit plat à four juste à sa taille.',
          '{items:acc} trocken tupfen und in eine kleine, gerade passende Auflaufform legen.',
        ),
        1,
        'prep',
        { uses: ['cheese'], unless: ['sauce', 'vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Scatter {items:def} around the feta.',
          'Distribuisci {items:def} intorno alla feta.',
          'Répartissez {items:def} autour de la feta.',
          '{items:acc} um den Feta herum verteilen.',
        ),
        1,
        'prep',
        { uses: ['topping'] },
      ),
      own(
        T(
          'Drizzle the feta with olive oil, sprinkle with {items:def} and grind over some black pepper.',
          'Irrora la feta con un filo d’olio, cospargi con {items:def} e completa con una macinata di pepe nero.',
          'Arrosez la feta d’un filet d’huile d’olive, parsemez {items:de} et donnez un tour de moulin à poivre.',
          'Den Feta mit etwas Olivenöl beträufeln, mit {items:dat} bestreuen und mit schwarzem Pfeffer übermahlen.',
        ),
        1,
        'prep',
        { uses: ['herb', 'seasoning'] },
      ),
      own(
        T(
          'Drizzle the feta with olive oil and grind over some black pepper.',
          'Irrora la feta con un filo d’olio e completa con una macinata di pepe nero.',
          'Arrosez la feta d’un filet d’huile d’olive et donnez un tour de moulin à poivre.',
          'Den Feta mit etwas Olivenöl beträufeln und mit schwarzem Pfeffer übermahlen.',
        ),
        1,
        'prep',
        { unless: ['herb', 'seasoning'] },
      ),
      own(
        T(
          'Bake until the vegetables are soft and the feta is creamy and starting to colour at the edges, {min} min.',
          'Cuoci in forno finché le verdure sono morbide e la feta è cremosa e comincia a dorarsi ai bordi, {min} min.',
          'Enfournez jusqu’à ce que les légumes soient fondants et que la feta soit crémeuse et commence à dorer sur les bords, {min} min.',
          'Backen, bis das Gemüse weich ist und der Feta cremig wird und an den Rändern Farbe annimmt, {min} Min.',
        ),
        25,
        'cook',
        { cooks: ['sauce', 'vegetables', 'aromatics'], ifRoles: ['sauce', 'vegetables'] },
      ),
      own(
        T(
          'Bake until the feta is soft and creamy and starting to colour at the edges, {min} min.',
          'Cuoci in forno finché la feta è morbida e cremosa e comincia a dorarsi ai bordi, {min} min.',
          'Enfournez jusqu’à ce que la feta soit fondante et crémeuse et commence à dorer sur les bords, {min} min.',
          'Backen, bis der Feta weich und cremig ist und an den Rändern Farbe annimmt, {min} Min.',
        ),
        20,
        'cook',
        { cooks: ['aromatics'], unless: ['sauce', 'vegetables'] },
      ),
      own(
        T(
          'Drizzle {items:def} over the feta and put it under a hot grill until golden, {min} min.',
          'Versa {items:def} a filo sulla feta e passala sotto il grill ben caldo finché si dora, {min} min.',
          'Versez {items:def} en filet sur la feta et passez-la sous le gril bien chaud jusqu’à ce qu’elle dore, {min} min.',
          '{items:acc} über den Feta träufeln und unter dem heißen Grill goldbraun überbacken, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['sweet'] },
      ),
      own(
        T(
          'Serve hot, straight from the dish, with {items:def} to scoop up the soft feta and the juices.',
          'Servi ben caldo, direttamente nella pirofila, con {items:def} per raccogliere la feta cremosa e il sughetto.',
          'Servez bien chaud, directement dans le plat, avec {items:def} pour saucer la feta fondante et le jus.',
          'Heiß direkt in der Form servieren, mit {items:dat} zum Auftunken von Feta und Saft.',
        ),
        1,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Serve hot, straight from the dish, with bread to scoop up the soft feta.',
          'Servi ben caldo, direttamente nella pirofila, con del pane per raccogliere la feta cremosa.',
          'Servez bien chaud, directement dans le plat, avec du pain pour saucer la feta fondante.',
          'Heiß direkt in der Form servieren, dazu Brot zum Auftunken des weichen Fetas.',
        ),
        1,
        'cook',
        { unless: ['bread'] },
      ),
    ],
    staples: ['oil', 'salt', 'pepper'],
    tip: T(
      'Feta sold in brine bakes softer and creamier than vacuum-packed feta. Any left over makes a quick pasta sauce: crush it with the juices from the dish and toss with freshly cooked pasta.',
      'La feta conservata in salamoia viene più morbida e cremosa di quella sottovuoto. Gli avanzi diventano un sugo veloce per la pasta: schiaccia la feta con il suo sughetto e condisci la pasta appena scolata.',
      'La feta vendue en saumure devient plus fondante et crémeuse que celle sous vide. Les restes font une sauce express pour les pâtes : écrasez la feta avec le jus du plat et mélangez aux pâtes tout juste égouttées.',
      'Feta aus der Salzlake wird im Ofen weicher und cremiger als vakuumverpackter. Reste ergeben eine schnelle Nudelsauce: den Feta mit dem Saft aus der Form zerdrücken und mit frisch gekochten Nudeln mischen.',
    ),
  }),
  dish({
    id: 'grilled-halloumi',
    family: 'pan-fry',
    course: 'starter',
    cuisine: 'greek',
    difficulty: 'easy',
    names: {
      en: 'Grilled halloumi',
      it: 'Halloumi alla piastra',
      fr: 'Halloumi grillé',
      de: 'Gegrillter Halloumi',
    },
    aliases: {
      en: ['griddled halloumi', 'fried halloumi', 'pan-fried halloumi', 'halloumi with lemon'],
      it: ['halloumi alla griglia', 'halloumi grigliato', 'halloumi in padella'],
      fr: ['halloumi poêlé', 'halloumi à la plancha'],
      de: ['gebratener Halloumi', 'Halloumi aus der Pfanne', 'gegrillter Grillkäse'],
    },
    description: T(
      'The Cypriot meze: thick slices of halloumi seared in a hot pan until golden outside and soft and squeaky within.',
      'Il meze cipriota: fette spesse di halloumi rosolate in padella ben calda finché sono dorate fuori e morbide dentro.',
      'Le meze chypriote : d’épaisses tranches de halloumi saisies à la poêle bien chaude, dorées dehors et moelleuses dedans.',
      'Der zypriotische Meze-Klassiker: dicke Halloumischeiben, in der heißen Pfanne gebraten, bis sie außen goldbraun und innen weich sind.',
    ),
    slots: [
      need('cheese', ['halloumi'], { share: 1.25 }),
      maybe('fruit', ['lemon', 'lime'], { max: 1 }),
      maybe('herb', ['mint', 'parsley', 'oregano', 'thyme'], { max: 1 }),
      maybe('seasoning', ['chili-flakes', 'chili-pepper'], { max: 1 }),
      maybe('sweet', ['honey'], { share: 0.5 }),
      maybe('bread', ['pita']),
    ],
    steps: [
      own(
        T(
          'Pat {items:def} dry with kitchen paper and cut into slices about 1 cm thick.',
          'Asciuga {items:def} con carta da cucina e taglialo a fette spesse circa 1 cm.',
          'Épongez {items:def} avec du papier absorbant et coupez-le en tranches d’environ 1 cm d’épaisseur.',
          '{items:acc} mit Küchenpapier trocken tupfen und in etwa 1 cm dicke Scheiben schneiden.',
        ),
        3,
        'prep',
        { uses: ['cheese'] },
      ),
      shared('chop', 2, 'prep', { uses: ['herb', 'seasoning'], prep: 'fine' }),
      own(CUT_WEDGES, 1, 'prep', { uses: ['fruit'] }),
      own(
        T(
          'Warm {items:def} in a dry frying pan, about 30 seconds on each side, and keep warm wrapped in a clean tea towel.',
          'Scalda {items:def} in una padella senza grassi, circa 30 secondi per lato, e tieni in caldo in un canovaccio pulito.',
          'Faites chauffer {items:def} à sec dans une poêle, environ 30 secondes de chaque côté, et gardez au chaud dans un torchon propre.',
          '{items:acc} in einer Pfanne ohne Fett von jeder Seite etwa 30 Sekunden erwärmen und in einem sauberen Küchentuch warm halten.',
        ),
        2,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Heat a few drops of olive oil in a griddle or a heavy frying pan over a medium-high heat and sear the halloumi until deep golden on both sides, {min} min in all, turning once; leave each side until it lifts away easily.',
          'Scalda qualche goccia d’olio in una bistecchiera o in una padella dal fondo spesso a fuoco medio-alto e rosola l’halloumi finché è ben dorato su entrambi i lati, {min} min in tutto, girandolo una volta; non muoverlo finché non si stacca da solo.',
          'Faites chauffer quelques gouttes d’huile d’olive dans une poêle-gril ou une poêle à fond épais à feu moyen-vif et saisissez le halloumi jusqu’à ce qu’il soit bien doré des deux côtés, {min} min en tout, en le retournant une fois ; attendez qu’il se détache tout seul avant de le retourner.',
          'Einige Tropfen Olivenöl in einer Grillpfanne oder einer schweren Pfanne bei mittlerer bis starker Hitze erhitzen und den Halloumi darin von beiden Seiten goldbraun braten, insgesamt {min} Min.; erst wenden, wenn sich die Scheiben von selbst lösen.',
        ),
        6,
        'cook',
      ),
      own(
        T(
          'Drizzle {items:def} over the hot halloumi.',
          'Versa {items:def} a filo sull’halloumi caldo.',
          'Versez {items:def} en filet sur le halloumi chaud.',
          '{items:acc} über den heißen Halloumi träufeln.',
        ),
        1,
        'cook',
        { uses: ['sweet'] },
      ),
      own(
        T(
          'Scatter with {items:def}.',
          'Cospargi con {items:def}.',
          'Parsemez {items:de0}.',
          'Mit {items:dat} bestreuen.',
        ),
        1,
        'cook',
        { uses: ['herb', 'seasoning'] },
      ),
      own(
        T(
          'Serve straight away, with the wedges for squeezing over: halloumi turns rubbery as it cools.',
          'Servi subito, con gli spicchi da spremere sopra: raffreddandosi, l’halloumi diventa gommoso.',
          'Servez aussitôt, avec les quartiers à presser dessus : en refroidissant, le halloumi devient caoutchouteux.',
          'Sofort servieren, mit den Spalten zum Beträufeln: Abgekühlt wird Halloumi gummiartig.',
        ),
        1,
        'cook',
        { ifRoles: ['fruit'] },
      ),
      own(
        T(
          'Serve straight away: halloumi turns rubbery as it cools.',
          'Servi subito: raffreddandosi, l’halloumi diventa gommoso.',
          'Servez aussitôt : en refroidissant, le halloumi devient caoutchouteux.',
          'Sofort servieren: Abgekühlt wird Halloumi gummiartig.',
        ),
        1,
        'cook',
        { unless: ['fruit'] },
      ),
    ],
    staples: ['oil'],
    tip: T(
      'Halloumi needs no salt, and a good crust needs a hot pan: add the slices only when the pan is really hot, and do not crowd them.',
      'L’halloumi non ha bisogno di sale e, per una bella crosticina, la padella deve essere ben calda: aggiungi le fette solo quando scotta e non ammassarle.',
      'Le halloumi n’a pas besoin de sel, et pour une belle croûte la poêle doit être très chaude : n’y mettez les tranches qu’à ce moment-là, sans les serrer.',
      'Halloumi braucht kein Salz, und für eine schöne Kruste muss die Pfanne richtig heiß sein: Die Scheiben erst dann hineinlegen und nicht zu eng.',
    ),
  }),

  // ───────────── fresh cheeses ─────────────
  dish({
    id: 'baked-ricotta',
    family: 'side',
    course: 'starter',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Baked ricotta', it: 'Ricotta al forno', fr: 'Ricotta au four', de: 'Gebackener Ricotta' },
    aliases: {
      en: ['oven-baked ricotta', 'baked ricotta with herbs'],
      it: ['ricotta cotta al forno', 'ricotta infornata', 'ricotta gratinata'],
      fr: ['ricotta rôtie au four', 'ricotta rôtie', 'ricotta cuite au four'],
      de: ['Ricotta aus dem Ofen', 'Ofen-Ricotta', 'gebackene Ricotta'],
    },
    description: T(
      'Ricotta baked until set and golden on top, served warm from the dish as an antipasto, for spreading on bread.',
      'Ricotta cotta in forno finché si rassoda e si dora in superficie, servita tiepida come antipasto, da spalmare sul pane.',
      'De la ricotta cuite au four jusqu’à ce qu’elle prenne et dore sur le dessus, servie tiède en antipasto, à tartiner sur du pain.',
      'Ricotta, im Ofen gebacken, bis er fest und oben goldbraun ist, lauwarm als Antipasto serviert, zum Bestreichen von Brot.',
    ),
    slots: [
      need('cheese', ['ricotta'], { share: 2 }),
      maybe('egg', ['egg'], { share: 0.25 }),
      maybe('topping', ['parmesan', 'grana-padano', 'pecorino-romano'], { max: 1 }),
      maybe('fruit', ['lemon']),
      maybe('herb', ['thyme', 'rosemary', 'basil', 'parsley', 'chives', 'oregano'], { max: 2 }),
      maybe('seasoning', ['chili-flakes', 'nutmeg'], { max: 1 }),
      maybe('bread', DIPPING_BREAD, { max: 1 }),
    ],
    steps: [
      oven(200, 180),
      own(
        T(
          'Tip {items:def} into a sieve and leave to drain while the oven heats, {min} min.',
          'Metti {items:def} in un colino a sgocciolare mentre il forno si scalda, {min} min.',
          'Mettez {items:def} à égoutter dans une passoire pendant que le four chauffe, {min} min.',
          '{items:acc} in einem Sieb abtropfen lassen, während der Ofen vorheizt, {min} Min.',
        ),
        5,
        'prep',
        { uses: ['cheese'] },
      ),
      shared('chop', 3, 'prep', { uses: ['herb', 'topping'], prep: 'fine' }),
      own(
        T(
          'Finely grate the zest of {items:def}.',
          'Grattugia finemente la scorza {items:di}.',
          'Râpez finement le zeste {items:de}.',
          '{items:acc} heiß waschen und die Schale fein abreiben.',
        ),
        2,
        'prep',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Beat the ricotta in a bowl with a pinch of salt and a good grind of black pepper, then beat in {items:def} until smooth.',
          'In una ciotola lavora la ricotta con un pizzico di sale e una generosa macinata di pepe nero, poi incorpora {items:def} fino a ottenere un composto liscio.',
          'Dans un saladier, mélangez la ricotta avec une pincée de sel et un bon tour de moulin à poivre, puis incorporez {items:def} jusqu’à obtenir un mélange lisse.',
          'Den Ricotta in einer Schüssel mit einer Prise Salz und reichlich schwarzem Pfeffer verrühren, dann {items:acc} unterrühren, bis die Masse glatt ist.',
        ),
        3,
        'prep',
        { uses: ['egg', 'herb', 'seasoning'] },
      ),
      own(
        T(
          'Beat the ricotta in a bowl with a pinch of salt and a good grind of black pepper until smooth.',
          'In una ciotola lavora la ricotta con un pizzico di sale e una generosa macinata di pepe nero fino a ottenere un composto liscio.',
          'Dans un saladier, mélangez la ricotta avec une pincée de sel et un bon tour de moulin à poivre jusqu’à obtenir un mélange lisse.',
          'Den Ricotta in einer Schüssel mit einer Prise Salz und reichlich schwarzem Pfeffer glatt rühren.',
        ),
        2,
        'prep',
        { unless: ['egg', 'herb', 'seasoning'] },
      ),
      own(
        T(
          'Stir in the grated zest.',
          'Unisci la scorza grattugiata.',
          'Ajoutez le zeste râpé.',
          'Die abgeriebene Schale unterrühren.',
        ),
        1,
        'prep',
        { ifRoles: ['fruit'] },
      ),
      own(
        T(
          'Oil a small baking dish (about 15 cm across for 250 g of ricotta), spoon in the mixture and smooth the top.',
          'Ungi una piccola pirofila (circa 15 cm di diametro per 250 g di ricotta), versaci il composto e livella la superficie.',
          'Huilez un petit plat à four (environ 15 cm de diamètre pour 250 g de ricotta), versez-y la préparation et lissez le dessus.',
          'Eine kleine Auflaufform (etwa 15 cm Durchmesser für 250 g Ricotta) einfetten, die Masse einfüllen und glatt streichen.',
        ),
        2,
        'prep',
      ),
      own(
        T(
          'Sprinkle with {items:def} and drizzle with a little olive oil.',
          'Cospargi con {items:def} e completa con un filo d’olio.',
          'Parsemez {items:de0} et arrosez d’un filet d’huile d’olive.',
          'Mit {items:dat} bestreuen und mit etwas Olivenöl beträufeln.',
        ),
        1,
        'prep',
        { uses: ['topping'] },
      ),
      own(
        T(
          'Drizzle with a little olive oil.',
          'Completa con un filo d’olio.',
          'Arrosez d’un filet d’huile d’olive.',
          'Mit etwas Olivenöl beträufeln.',
        ),
        1,
        'prep',
        { unless: ['topping'] },
      ),
      own(
        T(
          'Bake until set, lightly puffed and golden on top, {min} min.',
          'Inforna finché la ricotta è rassodata, leggermente gonfia e dorata in superficie, {min} min.',
          'Enfournez jusqu’à ce que la ricotta soit prise, légèrement gonflée et dorée sur le dessus, {min} min.',
          'Backen, bis der Ricotta fest, leicht aufgegangen und oben goldbraun ist, {min} Min.',
        ),
        25,
        'cook',
      ),
      own(
        T(
          'Meanwhile, slice and toast {items:def}.',
          'Nel frattempo taglia a fette e tosta {items:def}.',
          'Pendant ce temps, coupez {items:def} en tranches et faites griller les tranches.',
          'Inzwischen {items:acc} in Scheiben schneiden und rösten.',
        ),
        3,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Leave to rest, {min} min, and serve warm from the dish, with the toast.',
          'Lascia riposare, {min} min, e servi tiepida nella pirofila, con il pane tostato.',
          'Laissez reposer, {min} min, et servez tiède dans le plat, avec le pain grillé.',
          '{min} Min. ruhen lassen und lauwarm in der Form servieren, dazu das geröstete Brot.',
        ),
        5,
        'cook',
        { ifRoles: ['bread'] },
      ),
      own(
        T(
          'Leave to rest, {min} min, and serve warm from the dish, with bread or crackers.',
          'Lascia riposare, {min} min, e servi tiepida nella pirofila, con pane o crostini.',
          'Laissez reposer, {min} min, et servez tiède dans le plat, avec du pain ou des crackers.',
          '{min} Min. ruhen lassen und lauwarm in der Form servieren, dazu Brot oder Cracker.',
        ),
        5,
        'cook',
        { unless: ['bread'] },
      ),
    ],
    staples: ['oil', 'salt', 'pepper'],
    tip: T(
      'A firm, well-drained ricotta (sheep’s milk if you can find it) bakes into a light, sliceable cake; a soft ricotta from a tub needs the full draining time.',
      'Una ricotta soda e ben sgocciolata (di pecora, se la trovi) diventa un tortino leggero da tagliare a fette; quella morbida in vaschetta va sgocciolata bene.',
      'Une ricotta ferme et bien égouttée (de brebis si vous en trouvez) donne un gâteau léger qui se coupe en tranches ; une ricotta en pot, plus molle, doit bien s’égoutter.',
      'Ein fester, gut abgetropfter Ricotta (am besten aus Schafsmilch) wird zu einem lockeren Laib, der sich schneiden lässt; weicher Ricotta aus dem Becher muss gründlich abtropfen.',
    ),
  }),

  // ───────────── flatbreads ─────────────
  dish({
    id: 'baked-tortilla-chips',
    family: 'snack',
    course: 'snack',
    cuisine: 'mexican',
    difficulty: 'easy',
    names: {
      en: 'Baked tortilla chips',
      it: 'Tortilla chips fatte in casa',
      fr: 'Chips de tortilla maison',
      de: 'Selbstgemachte Tortillachips',
    },
    aliases: {
      en: ['homemade tortilla chips', 'oven-baked tortilla chips', 'totopos', 'tortilla crisps'],
      it: ['nachos fatti in casa', 'chips di tortilla al forno', 'totopos'],
      fr: ['chips de tortilla au four', 'nachos maison', 'totopos'],
      de: ['Tortillachips aus dem Ofen', 'Nachos selber machen', 'Totopos'],
    },
    description: T(
      'Tortillas cut into wedges, brushed with oil and baked until crisp: crunchier and fresher than shop-bought, for salsa or guacamole.',
      'Tortillas tagliate a spicchi, spennellate d’olio e cotte in forno finché sono croccanti: più fragranti di quelle comprate, per la salsa o il guacamole.',
      'Des tortillas coupées en triangles, badigeonnées d’huile et cuites au four jusqu’à ce qu’elles soient croustillantes : plus croquantes que celles du commerce, pour la salsa ou le guacamole.',
      'Tortillas, in Dreiecke geschnitten, mit Öl bestrichen und im Ofen knusprig gebacken: frischer und knuspriger als gekaufte, zu Salsa oder Guacamole.',
    ),
    slots: [
      need('bread', ['corn-tortillas', 'flour-tortillas'], { max: 1 }),
      maybe(
        'seasoning',
        [
          'smoked-paprika',
          'paprika',
          'cumin',
          'chili-powder',
          'chili-flakes',
          'cayenne-pepper',
          'garlic-powder',
        ],
        { max: 2, share: 0.5 },
      ),
      maybe('fruit', ['lime', 'lemon'], { max: 1 }),
      maybe('sauce', ['salsa']),
    ],
    steps: [
      oven(180, 160),
      own(
        T(
          'Brush {items:def} lightly with oil on both sides, stack them and cut the stack into 8 wedges, like a cake.',
          'Spennella {items:def} con poco olio su entrambi i lati, impilale e taglia la pila in 8 spicchi, come una torta.',
          'Badigeonnez {items:def} d’un peu d’huile des deux côtés, empilez-les et coupez la pile en 8 triangles, comme un gâteau.',
          '{items:acc} beidseitig dünn mit Öl bestreichen, aufeinanderlegen und den Stapel wie eine Torte in 8 Dreiecke schneiden.',
        ),
        5,
        'prep',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Spread the wedges out in a single layer on one or more baking trays, season with a pinch of salt and sprinkle with {items:def}.',
          'Distribuisci gli spicchi in un solo strato su una o più teglie, sala leggermente e cospargili con {items:def}.',
          'Étalez les triangles en une seule couche sur une ou plusieurs plaques, salez légèrement et répartissez {items:def} par-dessus.',
          'Die Dreiecke nebeneinander auf ein oder mehrere Backbleche legen, leicht salzen und mit {items:dat} bestreuen.',
        ),
        2,
        'prep',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Spread the wedges out in a single layer on one or more baking trays and sprinkle with a little salt.',
          'Distribuisci gli spicchi in un solo strato su una o più teglie e cospargili con un pizzico di sale.',
          'Étalez les triangles en une seule couche sur une ou plusieurs plaques, puis salez légèrement.',
          'Die Dreiecke nebeneinander auf ein oder mehrere Backbleche legen und leicht salzen.',
        ),
        2,
        'prep',
        { unless: ['seasoning'] },
      ),
      own(
        T(
          'Bake until crisp and golden at the edges, {min} min, turning them over halfway.',
          'Inforna finché gli spicchi sono croccanti e dorati ai bordi, {min} min, girandoli a metà cottura.',
          'Enfournez jusqu’à ce que les triangles soient croustillants et dorés sur les bords, {min} min, en les retournant à mi-cuisson.',
          'Backen, bis die Dreiecke knusprig und an den Rändern goldbraun sind, {min} Min., nach der Hälfte der Zeit wenden.',
        ),
        10,
        'cook',
      ),
      own(COOL_CRISP, 5, 'cook'),
      own(
        T(
          'Cut {items:def} into wedges and serve alongside, for squeezing over.',
          'Taglia {items:def} a spicchi e servili accanto, da spremere sopra.',
          'Coupez {items:def} en quartiers et servez-les à côté, à presser dessus.',
          '{items:acc} in Spalten schneiden und zum Beträufeln dazu reichen.',
        ),
        1,
        'cook',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Serve with {items:def} for dipping.',
          'Servi con {items:def} in cui intingerli.',
          'Servez avec {items:def} pour y tremper les chips.',
          'Mit {items:dat} zum Dippen servieren.',
        ),
        1,
        'cook',
        { uses: ['sauce'] },
      ),
    ],
    staples: ['oil', 'salt'],
    tip: T(
      'Day-old tortillas make the crispest chips. Kept in an airtight tin, they stay crunchy for several days.',
      'Con le tortillas del giorno prima vengono le chips più croccanti. In un contenitore ermetico si conservano croccanti per diversi giorni.',
      'Les tortillas de la veille donnent les chips les plus croustillantes. Dans une boîte hermétique, elles restent croquantes plusieurs jours.',
      'Aus Tortillas vom Vortag werden die knusprigsten Chips. In einer gut schließenden Dose bleiben sie mehrere Tage knusprig.',
    ),
  }),
  dish({
    id: 'pita-chips',
    family: 'snack',
    course: 'snack',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    names: {
      en: 'Pita chips',
      it: 'Chips di pita al forno',
      fr: 'Chips de pita au four',
      de: 'Pita-Chips aus dem Ofen',
    },
    aliases: {
      en: ['baked pita chips', 'pitta crisps', 'pita crisps', 'za’atar pita chips'],
      it: ['chips di pane pita', 'pane pita croccante'],
      fr: ['chips de pain pita', 'pain pita grillé'],
      de: ['Pitachips', 'knusprige Pitabrot-Chips', 'Pitabrot-Chips'],
    },
    description: T(
      'Pita split open, cut into triangles, tossed in olive oil and baked until crisp: the Middle Eastern way with day-old bread, for hummus and other dips.',
      'Pane pita aperto, tagliato a triangoli, condito con olio d’oliva e cotto in forno finché è croccante: il modo mediorientale di usare il pane del giorno prima, per l’hummus e altre salse.',
      'Du pain pita ouvert en deux, coupé en triangles, enrobé d’huile d’olive et cuit au four jusqu’à ce qu’il soit croustillant : comme au Proche-Orient, une façon d’utiliser le pain de la veille, avec du houmous ou d’autres dips.',
      'Pitabrot, aufgeschnitten, in Dreiecke geteilt, mit Olivenöl vermengt und im Ofen knusprig gebacken: wie im Nahen Osten eine gute Verwendung für altbackenes Brot, zu Hummus und anderen Dips.',
    ),
    slots: [
      need('bread', ['pita']),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('seasoning', ['zaatar', 'sumac', 'smoked-paprika', 'paprika', 'cumin', 'chili-flakes'], {
        max: 2,
        share: 0.5,
      }),
      maybe('topping', ['sesame-seed'], { share: 0.5 }),
    ],
    steps: [
      oven(180, 160),
      own(
        T(
          'Split {items:def} open: cut all the way around the edge and pull apart into two thin rounds, then cut each round into 8 triangles.',
          'Apri {items:def} incidendo il bordo tutt’intorno, per ottenere due dischi sottili, poi taglia ogni disco in 8 triangoli.',
          'Ouvrez {items:def} en deux en incisant le bord tout autour, pour obtenir deux disques fins, puis coupez chaque disque en 8 triangles.',
          '{items:acc} rundherum am Rand aufschneiden und in zwei dünne Fladen teilen, dann jeden Fladen in 8 Dreiecke schneiden.',
        ),
        5,
        'prep',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Peel and crush {items:def} and stir it into a few tablespoons of olive oil.',
          'Sbuccia e schiaccia {items:def} e mescolalo con qualche cucchiaio d’olio d’oliva.',
          'Épluchez et écrasez {items:def}, puis mélangez-le à quelques cuillerées à soupe d’huile d’olive.',
          '{items:acc} schälen, zerdrücken und mit einigen Esslöffeln Olivenöl verrühren.',
        ),
        2,
        'prep',
        { uses: ['aromatics'] },
      ),
      own(
        T(
          'Toss the triangles in a large bowl with the garlic oil and a good pinch of salt.',
          'In una ciotola capiente condisci i triangoli con l’olio all’aglio e un buon pizzico di sale.',
          'Dans un grand saladier, mélangez les triangles avec l’huile à l’ail et une bonne pincée de sel.',
          'Die Dreiecke in einer großen Schüssel mit dem Knoblauchöl und einer kräftigen Prise Salz vermengen.',
        ),
        2,
        'prep',
        { ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Toss the triangles in a large bowl with a few tablespoons of olive oil and a good pinch of salt.',
          'In una ciotola capiente condisci i triangoli con qualche cucchiaio d’olio d’oliva e un buon pizzico di sale.',
          'Dans un grand saladier, mélangez les triangles avec quelques cuillerées à soupe d’huile d’olive et une bonne pincée de sel.',
          'Die Dreiecke in einer großen Schüssel mit einigen Esslöffeln Olivenöl und einer kräftigen Prise Salz vermengen.',
        ),
        2,
        'prep',
        { unless: ['aromatics'] },
      ),
      own(
        T(
          'Sprinkle over {items:def} and toss again until every piece is coated.',
          'Aggiungi {items:def} e mescola di nuovo, finché ogni pezzo è ben condito.',
          'Ajoutez {items:def} et mélangez encore pour bien enrober chaque morceau.',
          '{items:acc} darüberstreuen und noch einmal durchmischen, bis alle Stücke überzogen sind.',
        ),
        1,
        'prep',
        { uses: ['seasoning', 'topping'] },
      ),
      own(
        T(
          'Spread them out in a single layer on one or more baking trays.',
          'Distribuiscili in un solo strato su una o più teglie.',
          'Étalez-les en une seule couche sur une ou plusieurs plaques.',
          'In einer Lage auf einem oder mehreren Backblechen verteilen.',
        ),
        2,
        'prep',
      ),
      own(
        T(
          'Bake until crisp and golden, {min} min, turning them over halfway.',
          'Inforna finché sono croccanti e dorati, {min} min, girandoli a metà cottura.',
          'Enfournez jusqu’à ce qu’ils soient croustillants et dorés, {min} min, en les retournant à mi-cuisson.',
          'Backen, bis sie knusprig und goldbraun sind, {min} Min., nach der Hälfte der Zeit wenden.',
        ),
        10,
        'cook',
      ),
      own(COOL_CRISP, 5, 'cook'),
    ],
    staples: ['oil', 'salt'],
    tip: T(
      'Day-old pita crisps best: fresh bread holds more moisture. Serve with hummus, baba ganoush or labneh, or break them over a fattoush salad.',
      'Il pane pita del giorno prima diventa più croccante, perché quello fresco trattiene più umidità. Servi con hummus, baba ganoush o labneh, oppure sbriciola le chips su un’insalata fattoush.',
      'Le pain pita de la veille devient plus croustillant : le pain frais garde plus d’humidité. Servez avec du houmous, du baba ganoush ou du labneh, ou émiettez les chips sur une salade fattouche.',
      'Pitabrot vom Vortag wird am knusprigsten, denn frisches Brot enthält mehr Feuchtigkeit. Zu Hummus, Baba Ganoush oder Labneh servieren oder über einen Fattoush-Salat bröseln.',
    ),
  }),
];
