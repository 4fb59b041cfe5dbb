import { dish, heatOven, maybe, need, own, shared, type DishData, type Texts } from '../types';

/**
 * Dishes the cooks of a blind panel (set l) expected and the library lacked: a German rhubarb crumble cake, a
 * British weeknight halloumi couscous, and the Neapolitan genovese, the slow onion and beef ragù of Sunday.
 * Written to the same rules as the other data files.
 */
const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

const SHORT_PASTA = ['ziti', 'penne', 'rigatoni', 'pasta'];

export const PANELL_DISHES: readonly DishData[] = [
  // A one-dough streusel cake, as German home bakers make it on a weekday: the same crumbs are pressed into
  // the tin for the base and scattered over the fruit.
  dish({
    id: 'rhabarber-streuselkuchen',
    family: 'bake',
    course: 'dessert',
    cuisine: 'german',
    difficulty: 'easy',
    batch: 8,
    names: {
      en: 'Rhubarb crumble cake',
      it: 'Torta sbriciolata al rabarbaro',
      fr: 'Gâteau streusel à la rhubarbe',
      de: 'Rhabarber-Streuselkuchen',
    },
    aliases: {
      en: ['rhubarb streusel cake', 'rhubarb crumb cake'],
      it: ['sbriciolata al rabarbaro', 'torta di rabarbaro con crumble'],
      fr: ['gâteau à la rhubarbe et au crumble', 'streuselkuchen à la rhubarbe'],
      de: [
        'Rhabarberkuchen mit Streuseln',
        'Rhabarberkuchen',
        'Rhabarber-Streusel-Kuchen',
        'Streuselkuchen mit Rhabarber',
      ],
    },
    description: T(
      'The German spring cake: tart rhubarb on a buttery shortbread base under a thick layer of golden crumbs.',
      'Il dolce di primavera tedesco: rabarbaro aspro su una base di frolla al burro, sotto uno spesso strato di briciole dorate.',
      'Le gâteau allemand du printemps : de la rhubarbe acidulée sur un fond sablé au beurre, sous une épaisse couche de streusel doré.',
      'Der Frühlingskuchen schlechthin: säuerlicher Rhabarber auf einem buttrigen Mürbeteigboden unter einer dicken Schicht goldbrauner Streusel.',
    ),
    slots: [
      need('fruit', ['rhubarb'], { share: 0.5 }),
      maybe('fruit', ['strawberry'], { share: 0.25 }),
      need('base', ['all-purpose-flour', 'spelt-flour'], { share: 1.25 }),
      need('fat', ['butter'], { share: 2.5 }),
      need('sweet', ['sugar', 'brown-sugar'], { share: 1.9 }),
      need('egg', ['egg'], { share: 0.0625 }),
      maybe('seasoning', ['vanilla-sugar', 'cinnamon'], { max: 2, share: 0.5 }),
      maybe('binder', ['baking-powder'], { share: 0.25 }),
    ],
    steps: [
      heatOven(180, 160),
      own(
        T(
          'Trim {items:def}, pull off any stringy skin and cut into 2 cm pieces; toss with 2 tablespoons of the sugar and leave to stand.',
          'Spunta {items:def}, togli i filamenti più duri e taglia a pezzi di 2 cm; mescola con 2 cucchiai dello zucchero e lascia riposare.',
          'Parez {items:def}, retirez les fils les plus durs et coupez en tronçons de 2 cm ; mélangez avec 2 cuillerées à soupe du sucre et laissez reposer.',
          '{items:acc} putzen, die groben Fäden abziehen und in 2 cm lange Stücke schneiden; mit 2 Esslöffeln vom Zucker mischen und ziehen lassen.',
        ),
        6,
        'prep',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Rub {items:def} together between your fingertips into coarse crumbs, with the butter cold from the fridge and cut into cubes.',
          'Lavora {items:def} tra le dita fino a ottenere briciole grosse, con il burro freddo di frigorifero e tagliato a cubetti.',
          'Sablez {items:def} du bout des doigts jusqu’à obtenir de grosses miettes, avec le beurre bien froid coupé en dés.',
          '{items:acc} zwischen den Fingerspitzen zu groben Streuseln verreiben; die Butter dafür kalt aus dem Kühlschrank nehmen und würfeln.',
        ),
        6,
        'prep',
        { uses: ['base', 'sweet', 'seasoning', 'binder', 'fat'] },
      ),
      own(
        T(
          'Work {items:def} into two thirds of the crumbs to a soft dough and press it over the base of a greased 26 cm springform tin, pushing up a small rim.',
          'Incorpora {items:def} a due terzi delle briciole fino a ottenere un impasto morbido e stendilo con le mani sul fondo di una tortiera a cerniera da 26 cm imburrata, formando un piccolo bordo.',
          'Incorporez {items:def} aux deux tiers des miettes pour obtenir une pâte souple et étalez-la à la main au fond d’un moule à charnière de 26 cm beurré, en remontant un petit bord.',
          '{items:acc} unter zwei Drittel der Streusel kneten und den Teig auf dem Boden einer gefetteten Springform (26 cm) andrücken, dabei einen kleinen Rand hochziehen.',
        ),
        4,
        'prep',
        { uses: ['egg'] },
      ),
      own(
        T(
          'Spread the fruit over the base and scatter the rest of the crumbs on top.',
          'Distribuisci la frutta sulla base e cospargi con il resto delle briciole.',
          'Répartissez les fruits sur le fond et parsemez du reste des miettes.',
          'Das Obst auf dem Boden verteilen und die übrigen Streusel darüberstreuen.',
        ),
        2,
        'prep',
      ),
      own(
        T(
          'Bake until the crumbs are golden and the fruit bubbles at the edges, {min} min.',
          'Cuoci finché le briciole sono dorate e la frutta sobbolle ai bordi, {min} min.',
          'Enfournez jusqu’à ce que le streusel soit doré et que les fruits bouillonnent sur les bords, {min} min.',
          'Backen, bis die Streusel goldbraun sind und das Obst am Rand blubbert, {min} Min.',
        ),
        45,
        'cook',
      ),
      own(
        T(
          'Leave to cool in the tin for at least 30 minutes before cutting: the fruit sets as it cools.',
          'Lascia intiepidire nella tortiera per almeno 30 minuti prima di tagliarla: la frutta si rassoda raffreddandosi.',
          'Laissez tiédir dans le moule au moins 30 minutes avant de découper : les fruits se tiennent en refroidissant.',
          'Mindestens 30 Minuten in der Form abkühlen lassen, bevor er angeschnitten wird: Beim Abkühlen wird das Obst fest.',
        ),
        1,
        'cook',
      ),
    ],
    staples: [],
    tip: T(
      'Young pink rhubarb needs no peeling; older, thicker stalks are tart enough to take a spoonful more sugar.',
      'Il rabarbaro giovane e rosato non va pelato; i gambi più vecchi e spessi sono così aspri da volere un cucchiaio di zucchero in più.',
      'La jeune rhubarbe rose ne s’épluche pas ; les tiges plus vieilles et plus épaisses, bien acides, demandent une cuillerée de sucre en plus.',
      'Junger, rosa Rhabarber muss nicht geschält werden; ältere, dicke Stangen sind so sauer, dass sie einen Löffel mehr Zucker vertragen.',
    ),
  }),
  // The British weeknight couscous: vegetables charred in a hot pan while the couscous soaks, the halloumi
  // seared last in the same pan, a spoonful of houmous on the side.
  dish({
    id: 'halloumi-couscous',
    family: 'grain',
    course: 'main',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Halloumi couscous with charred vegetables',
      it: 'Cous cous con verdure saltate e halloumi',
      fr: 'Semoule aux légumes poêlés et halloumi grillé',
      de: 'Couscous mit Pfannengemüse und Halloumi',
    },
    aliases: {
      en: ['halloumi and roasted veg couscous', 'halloumi and vegetable couscous', 'halloumi couscous'],
      it: ['cous cous con halloumi', 'cous cous alle verdure con halloumi'],
      fr: ['couscous au halloumi', 'taboulé chaud au halloumi'],
      de: ['Halloumi-Couscous', 'Couscous mit Halloumi und Gemüse'],
    },
    description: T(
      'A quick weeknight bowl: fluffy couscous with vegetables charred in a hot pan, topped with golden slices of halloumi.',
      'Un piatto unico veloce: cous cous soffice con verdure saltate in padella ben calda e fette di halloumi dorate.',
      'Un plat complet rapide : une semoule légère, des légumes saisis à la poêle bien chaude et des tranches de halloumi dorées.',
      'Eine schnelle Schüssel für den Feierabend: lockerer Couscous mit scharf angebratenem Gemüse und goldbraunen Halloumischeiben.',
    ),
    slots: [
      need('cheese', ['halloumi'], { share: 1 }),
      need('base', ['couscous'], { share: 0.9 }),
      need(
        'vegetables',
        ['zucchini', 'red-bell-pepper', 'yellow-bell-pepper', 'green-bell-pepper', 'aubergine', 'red-onion'],
        { max: 3, share: 0.9, cook: ['pan', 8, 12] },
      ),
      maybe('vegetables', ['cherry-tomato'], { share: 0.6, cook: ['pan', 2, 4] }),
      maybe('herb', ['mint', 'parsley', 'coriander'], { max: 2, share: 0.5 }),
      maybe('fruit', ['lemon'], { share: 0.5 }),
      maybe('sauce', ['hummus'], { share: 1 }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['vegetables', 'herb'], prep: 'chunks' }),
      own(
        T(
          'Cut {items:def} into 1 cm slices and pat dry.',
          'Taglia {items:def} a fette di 1 cm e tamponalo con carta da cucina.',
          'Coupez {items:def} en tranches de 1 cm et séchez-le avec du papier absorbant.',
          '{items:acc} in 1 cm dicke Scheiben schneiden und trocken tupfen.',
        ),
        2,
        'prep',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Put {items:def} in a bowl with a pinch of salt and a spoonful of oil, pour over the same volume of boiling water, cover and leave to swell, {min} min.',
          'Metti {items:def} in una ciotola con un pizzico di sale e un cucchiaio d’olio, versa lo stesso volume di acqua bollente, copri e lascia gonfiare, {min} min.',
          'Mettez {items:def} dans un saladier avec une pincée de sel et une cuillerée d’huile, versez le même volume d’eau bouillante, couvrez et laissez gonfler, {min} min.',
          '{items:acc} mit einer Prise Salz und einem Löffel Öl in eine Schüssel geben, mit der gleichen Menge kochendem Wasser übergießen, zudecken und quellen lassen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['base'], handsOff: true },
      ),
      own(
        T(
          'Heat a little oil in a large frying pan over a high heat and cook {items:def} with a pinch of salt, turning now and then, until charred at the edges and just tender, {min} min.',
          'Scalda un filo d’olio in una padella grande a fuoco vivo e cuoci {items:def} con un pizzico di sale, girando ogni tanto, finché sono abbrustolite ai bordi e appena tenere, {min} min.',
          'Faites chauffer un filet d’huile dans une grande poêle à feu vif et faites cuire {items:def} avec une pincée de sel, en remuant de temps en temps, jusqu’à ce qu’ils soient grillés sur les bords et juste tendres, {min} min.',
          'Etwas Öl in einer großen Pfanne stark erhitzen und {items:acc} mit einer Prise Salz unter gelegentlichem Wenden braten, bis es an den Rändern Röstspuren hat und gerade gar ist, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Fluff the couscous with a fork and stir in the vegetables with {items:def}.',
          'Sgrana il cous cous con una forchetta e unisci le verdure con {items:def}.',
          'Égrenez la semoule à la fourchette et mélangez-y les légumes avec {items:def}.',
          'Den Couscous mit einer Gabel auflockern und das Gemüse mit {items:dat} untermischen.',
        ),
        1,
        'cook',
        { uses: ['herb', 'fruit'] },
      ),
      own(
        T(
          'Fluff the couscous with a fork and stir in the vegetables.',
          'Sgrana il cous cous con una forchetta e unisci le verdure.',
          'Égrenez la semoule à la fourchette et mélangez-y les légumes.',
          'Den Couscous mit einer Gabel auflockern und das Gemüse untermischen.',
        ),
        1,
        'cook',
        { unless: ['herb', 'fruit'] },
      ),
      own(
        T(
          'Wipe out the pan and sear the halloumi over a medium-high heat until golden on both sides, {min} min, turning once.',
          'Pulisci la padella e rosola l’halloumi a fuoco medio-alto finché è dorato da entrambi i lati, {min} min, girandolo una volta.',
          'Essuyez la poêle et faites dorer le halloumi à feu moyen-vif des deux côtés, {min} min, en le retournant une fois.',
          'Die Pfanne auswischen und den Halloumi bei mittlerer bis starker Hitze von beiden Seiten goldbraun braten, {min} Min., einmal wenden.',
        ),
        4,
        'cook',
      ),
      own(
        T(
          'Serve the couscous topped with the halloumi, with {items:def} on the side.',
          'Servi il cous cous con l’halloumi sopra e {items:def} a parte.',
          'Servez la semoule surmontée du halloumi, avec {items:def} à côté.',
          'Den Couscous mit dem Halloumi anrichten und {items:acc} dazu reichen.',
        ),
        1,
        'cook',
        { uses: ['sauce'] },
      ),
      own(
        T(
          'Serve the couscous topped with the halloumi.',
          'Servi il cous cous con l’halloumi sopra.',
          'Servez la semoule surmontée du halloumi.',
          'Den Couscous mit dem Halloumi anrichten.',
        ),
        1,
        'cook',
        { unless: ['sauce'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Sear the halloumi only just before serving: it turns rubbery as it cools.',
      'Rosola l’halloumi solo all’ultimo momento: raffreddandosi diventa gommoso.',
      'Ne faites griller le halloumi qu’au dernier moment : en refroidissant, il devient caoutchouteux.',
      'Den Halloumi erst kurz vor dem Servieren braten: Beim Abkühlen wird er gummiartig.',
    ),
  }),
  // Naples' Sunday genovese: a piece of beef and its weight twice over in onions, cooked covered for hours
  // until the onions melt into a thick amber sauce for ziti; the meat is the second course.
  dish({
    id: 'genovese-napoletana',
    family: 'pasta',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'medium',
    names: {
      en: 'Pasta alla genovese',
      it: 'Pasta alla genovese',
      fr: 'Pâtes à la genovese napolitaine',
      de: 'Pasta alla Genovese',
    },
    aliases: {
      en: ['Neapolitan genovese', 'genovese ragù', 'Neapolitan onion and beef ragù'],
      it: ['genovese napoletana', 'ziti alla genovese', 'genovese', 'ragù alla genovese'],
      fr: ['genovese napolitaine', 'ragù napolitain aux oignons'],
      de: ['Genovese', 'neapolitanisches Zwiebelragout', 'Genovese napoletana'],
    },
    description: T(
      'Naples’ Sunday ragù: beef cooked slowly under a mountain of onions until they melt into a sweet, amber sauce for the pasta.',
      'Il ragù della domenica napoletana: carne di manzo cotta piano sotto una montagna di cipolle, finché si sciolgono in un sugo dolce e ambrato per la pasta.',
      'Le ragù napolitain du dimanche : du bœuf cuit lentement sous une montagne d’oignons qui fondent en une sauce douce et ambrée pour les pâtes.',
      'Das Sonntagsragout aus Neapel: Rindfleisch, langsam unter einem Berg Zwiebeln gegart, bis sie zu einer süßen, bernsteinfarbenen Sauce für die Nudeln zerfallen.',
    ),
    slots: [
      need('protein', ['stewing-beef', 'beef-roast'], { share: 0.8, cook: ['simmer', 150, 210] }),
      need('aromatics', ['onion'], { max: 1, share: 4, cook: ['simmer', 150, 210] }),
      maybe('vegetables', ['carrot', 'celery'], { max: 2, share: 0.3 }),
      need('base', SHORT_PASTA, { share: 1 }),
      maybe('liquid', ['white-wine'], { share: 1.5 }),
      maybe('herb', ['bay-leaves', 'basil'], { max: 1 }),
      maybe('cheese', ['parmesan', 'pecorino-romano', 'grana-padano'], { share: 1 }),
    ],
    steps: [
      own(
        T(
          'Cut {items:def} into large pieces.',
          'Taglia {items:def} a pezzi grossi.',
          'Coupez {items:def} en gros morceaux.',
          '{items:acc} in große Stücke schneiden.',
        ),
        3,
        'prep',
        { uses: ['protein'] },
      ),
      shared('chop', 12, 'prep', { uses: ['aromatics'], prep: 'strips' }),
      shared('chop', 3, 'prep', { uses: ['vegetables', 'herb'], prep: 'fine' }),
      own(
        T(
          'Brown the meat all over in a heavy pot with a good drizzle of oil, {min} min.',
          'Rosola la carne da tutti i lati in una casseruola dal fondo spesso con un buon filo d’olio, {min} min.',
          'Faites dorer la viande de tous côtés dans une cocotte en fonte avec un bon filet d’huile, {min} min.',
          'Das Fleisch in einem schweren Topf mit reichlich Öl rundum anbraten, {min} Min.',
        ),
        8,
        'cook',
      ),
      own(
        T(
          'Add {items:def} and a good pinch of salt, cover and cook over the lowest heat, stirring now and then and adding a splash of water if it catches, until the onions melt into a thick, golden sauce, {min} min.',
          'Aggiungi {items:def} e un bel pizzico di sale, copri e cuoci a fuoco bassissimo, mescolando ogni tanto e aggiungendo un goccio d’acqua se attacca, finché le cipolle si sciolgono in un sugo denso e dorato, {min} min.',
          'Ajoutez {items:def} et une bonne pincée de sel, couvrez et laissez cuire à tout petit feu en remuant de temps en temps, avec un peu d’eau si cela attache, jusqu’à ce que les oignons fondent en une sauce épaisse et dorée, {min} min.',
          '{items:acc} mit einer kräftigen Prise Salz zugeben, zudecken und bei kleinster Hitze garen, dabei ab und zu umrühren und einen Schuss Wasser zugeben, wenn es ansetzt, bis die Zwiebeln zu einer dicken, goldenen Sauce zerfallen sind, {min} Min.',
        ),
        150,
        'cook',
        { uses: ['aromatics', 'vegetables', 'herb'], cooks: ['protein', 'aromatics'] },
      ),
      own(
        T(
          'Uncover, pour in {items:def} and let it bubble away, stirring, until the sauce turns deep amber, {min} min.',
          'Scopri, sfuma con {items:def} e lascia evaporare mescolando, finché il sugo diventa ambrato scuro, {min} min.',
          'Découvrez, versez {items:def} et laissez s’évaporer en remuant jusqu’à ce que la sauce devienne bien ambrée, {min} min.',
          'Den Deckel abnehmen, {items:acc} angießen und unter Rühren verkochen lassen, bis die Sauce tief bernsteinfarben ist, {min} Min.',
        ),
        15,
        'cook',
        { uses: ['liquid'] },
      ),
      own(
        T(
          'Uncover and cook, stirring, until the sauce turns deep amber, {min} min.',
          'Scopri e cuoci mescolando finché il sugo diventa ambrato scuro, {min} min.',
          'Découvrez et laissez cuire en remuant jusqu’à ce que la sauce devienne bien ambrée, {min} min.',
          'Den Deckel abnehmen und unter Rühren weitergaren, bis die Sauce tief bernsteinfarben ist, {min} Min.',
        ),
        15,
        'cook',
        { unless: ['liquid'] },
      ),
      shared('boilWater', 8, 'cook'),
      shared('cookBase', 0, 'cook', { uses: ['base'] }),
      own(
        T(
          'Lift out the meat and keep it warm for the second course; toss the drained pasta in the sauce with {items:def}.',
          'Togli la carne e tienila in caldo per il secondo; condisci la pasta scolata con il sugo e {items:def}.',
          'Retirez la viande et gardez-la au chaud pour la suite du repas ; mélangez les pâtes égouttées à la sauce avec {items:def}.',
          'Das Fleisch herausnehmen und für den zweiten Gang warm halten; die abgetropften Nudeln mit der Sauce und {items:dat} vermengen.',
        ),
        2,
        'cook',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Lift out the meat and keep it warm for the second course; toss the drained pasta in the sauce.',
          'Togli la carne e tienila in caldo per il secondo; condisci la pasta scolata con il sugo.',
          'Retirez la viande et gardez-la au chaud pour la suite du repas ; mélangez les pâtes égouttées à la sauce.',
          'Das Fleisch herausnehmen und für den zweiten Gang warm halten; die abgetropften Nudeln mit der Sauce vermengen.',
        ),
        2,
        'cook',
        { unless: ['cheese'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'The genovese is better the next day: make it ahead and warm the sauce gently before cooking the pasta.',
      'La genovese è ancora più buona il giorno dopo: preparala in anticipo e scalda il sugo piano prima di cuocere la pasta.',
      'La genovese est encore meilleure le lendemain : préparez-la à l’avance et réchauffez doucement la sauce avant de cuire les pâtes.',
      'Die Genovese schmeckt am nächsten Tag noch besser: vorkochen und die Sauce sanft erwärmen, bevor die Nudeln gekocht werden.',
    ),
  }),
  // The Périgord plate: a magret cooked skin side down, its fat poured off into a second pan where sliced
  // potatoes fry until golden, with garlic and parsley at the end.
  dish({
    id: 'magret-pommes-sarladaises',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'french',
    difficulty: 'medium',
    names: {
      en: 'Duck breast with duck-fat potatoes',
      it: 'Petto d’anatra con patate alla sarladaise',
      fr: 'Magret de canard et pommes sarladaises',
      de: 'Entenbrust mit Bratkartoffeln in Entenfett',
    },
    aliases: {
      en: ['duck breast with sarladaise potatoes', 'magret with sautéed potatoes'],
      it: ['magret con patate saltate', 'petto d’anatra con patate saltate nel grasso d’anatra'],
      fr: [
        'magret poêlé pommes de terre sautées',
        'magret aux pommes sarladaises',
        'magret et pommes sautées',
      ],
      de: ['Entenbrust mit Bratkartoffeln', 'Magret mit Bratkartoffeln'],
    },
    description: T(
      'The plate of the Périgord: a duck breast with crisp skin, served pink, and potatoes fried in its fat with garlic and parsley.',
      'Il piatto del Périgord: petto d’anatra con la pelle croccante, servito rosato, e patate rosolate nel suo grasso con aglio e prezzemolo.',
      'L’assiette du Périgord : un magret à la peau croustillante, servi rosé, et des pommes de terre dorées dans sa graisse, à l’ail et au persil.',
      'Ein Teller aus dem Périgord: Entenbrust mit knuspriger Haut, rosa serviert, dazu Kartoffeln, in ihrem Fett mit Knoblauch und Petersilie gebraten.',
    ),
    slots: [
      need('protein', ['duck-breast'], { cook: ['pan', 12, 18] }),
      need('base', ['potato'], { share: 1, cook: ['pan', 20, 30] }),
      need('aromatics', ['garlic'], { share: 1 }),
      maybe('herb', ['parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['base'], prep: 'slices' }),
      own(
        T(
          'Score the skin of {items:def} in a criss-cross pattern without cutting into the meat, and season with salt and pepper.',
          'Incidi a losanghe la pelle {items:di} senza intaccare la carne, e condisci con sale e pepe.',
          'Quadrillez la peau {items:de} au couteau sans entailler la chair, puis salez et poivrez.',
          '{items:acc} auf der Hautseite rautenförmig einschneiden, ohne das Fleisch zu verletzen, und mit Salz und Pfeffer würzen.',
        ),
        3,
        'prep',
        { uses: ['protein'] },
      ),
      shared('chop', 2, 'prep', { uses: ['aromatics', 'herb'], prep: 'fine' }),
      own(
        T(
          'Put the duck skin side down in a cold heavy pan and cook over a medium heat until the fat starts to run, {min} min; spoon 3 tablespoons of it into a second large frying pan.',
          'Metti l’anatra con la pelle verso il basso in una padella pesante ancora fredda e cuoci a fuoco medio finché il grasso comincia a sciogliersi, {min} min; trasferisci 3 cucchiai di grasso in una seconda padella grande.',
          'Posez le magret côté peau dans une poêle épaisse froide et faites-le cuire à feu moyen jusqu’à ce que la graisse commence à fondre, {min} min ; versez-en 3 cuillerées à soupe dans une deuxième grande poêle.',
          'Die Entenbrust mit der Hautseite nach unten in eine kalte schwere Pfanne legen und bei mittlerer Hitze braten, bis das Fett austritt, {min} Min.; 3 Esslöffel davon in eine zweite große Pfanne geben.',
        ),
        5,
        'cook',
      ),
      own(
        T(
          'Fry {items:def} in the duck fat with a pinch of salt over a medium heat, covered for the first 10 minutes, then uncovered, turning now and then, until golden and tender, {min} min.',
          'Rosola {items:def} nel grasso d’anatra con un pizzico di sale a fuoco medio, con il coperchio per i primi 10 minuti e poi senza, girandole ogni tanto, finché sono dorate e tenere, {min} min.',
          'Faites sauter {items:def} dans la graisse de canard avec une pincée de sel à feu moyen, à couvert les 10 premières minutes puis à découvert, en les retournant de temps en temps, jusqu’à ce qu’elles soient dorées et fondantes, {min} min.',
          '{items:acc} mit einer Prise Salz bei mittlerer Hitze im Entenfett braten, die ersten 10 Minuten zugedeckt, dann offen, dabei ab und zu wenden, bis sie goldbraun und weich sind, {min} Min.',
        ),
        25,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Meanwhile carry on cooking the duck, pouring off the fat as it melts, until the skin is deep golden and crisp; turn and cook the other side, {min} min in all for a pink centre, then leave it to rest on a warm plate.',
          'Intanto continua a cuocere l’anatra, eliminando il grasso man mano che si scioglie, finché la pelle è ben dorata e croccante; girala e cuoci l’altro lato, {min} min in tutto per un cuore rosato, poi lasciala riposare su un piatto caldo.',
          'Pendant ce temps, poursuivez la cuisson du magret en retirant la graisse au fur et à mesure, jusqu’à ce que la peau soit bien dorée et croustillante ; retournez-le et faites cuire l’autre face, {min} min en tout pour une chair rosée, puis laissez-le reposer sur une assiette chaude.',
          'Inzwischen die Entenbrust weiterbraten und das austretende Fett abgießen, bis die Haut tief goldbraun und knusprig ist; wenden und die Fleischseite braten, insgesamt {min} Min. für einen rosa Kern, dann auf einem warmen Teller ruhen lassen.',
        ),
        12,
        'cook',
        { cooks: ['protein'] },
      ),
      own(
        T(
          'Toss {items:def} through the potatoes for the last 2 minutes.',
          'Unisci alle patate {items:def} negli ultimi 2 minuti e salta.',
          'Ajoutez {items:def} aux pommes de terre pour les 2 dernières minutes et faites sauter.',
          '{items:acc} in den letzten 2 Minuten unter die Kartoffeln schwenken.',
        ),
        2,
        'cook',
        { uses: ['aromatics', 'herb'] },
      ),
      own(
        T(
          'Slice the duck and serve with the potatoes.',
          'Taglia l’anatra a fette e servila con le patate.',
          'Tranchez le magret et servez-le avec les pommes de terre.',
          'Die Entenbrust in Scheiben schneiden und mit den Kartoffeln servieren.',
        ),
        1,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper'],
    tip: T(
      'Keep the rest of the duck fat in a jar in the fridge: it will fry the next potatoes just as well.',
      'Conserva il resto del grasso d’anatra in un barattolo in frigorifero: servirà per le prossime patate.',
      'Gardez le reste de la graisse de canard dans un bocal au réfrigérateur : elle fera dorer les prochaines pommes de terre.',
      'Das übrige Entenfett im Glas im Kühlschrank aufheben: Darin gelingen die nächsten Bratkartoffeln genauso gut.',
    ),
  }),
  // The Italian minestra of an evening: small pasta, or tortellini, cooked in a good broth and finished with
  // parmesan. Ditalini or tortellini in broth are never a "noodle soup".
  dish({
    id: 'pasta-in-brodo',
    family: 'soup',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Pasta in broth', it: 'Pasta in brodo', fr: 'Pâtes en bouillon', de: 'Nudelsuppe' },
    aliases: {
      en: ['pastina in brodo', 'tortellini in brodo', 'noodle broth'],
      it: ['pastina in brodo', 'minestrina', 'tortellini in brodo', 'minestra di pasta'],
      fr: ['bouillon aux pâtes', 'potage aux vermicelles', 'tortellinis en bouillon'],
      de: ['Suppennudeln in Brühe', 'Tortellini in Brühe', 'Brühe mit Einlage'],
    },
    description: T(
      'The Italian supper of a quiet evening: small pasta cooked in a good broth and finished with parmesan.',
      'La cena delle sere tranquille: la pasta cotta direttamente in un buon brodo e completata con il parmigiano.',
      'Le souper italien des soirs tranquilles : des petites pâtes cuites dans un bon bouillon, avec du parmesan.',
      'Das italienische Abendessen für ruhige Tage: kleine Nudeln, direkt in einer guten Brühe gegart, mit Parmesan.',
    ),
    slots: [
      need('base', ['soup-pasta', 'orzo', 'tortellini', 'ravioli', 'angel-hair'], {
        share: 0.6,
        cook: ['simmer', 3, 12],
      }),
      need('liquid', ['chicken-stock', 'beef-stock', 'vegetable-stock', 'stock-cube', 'chicken-stock-cube'], {
        max: 1,
        share: 1.4,
      }),
      maybe('cheese', ['parmesan', 'grana-padano', 'pecorino-romano'], { share: 0.8 }),
      maybe('herb', ['parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 2, 'prep', { uses: ['herb'], prep: 'fine' }),
      own(
        T(
          'Bring {items:def} to the boil in a saucepan, {min} min.',
          'Porta a bollore {items:def} in una casseruola, {min} min.',
          'Portez {items:def} à ébullition dans une casserole, {min} min.',
          '{items:acc} in einem Topf aufkochen, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['liquid'], ifIds: ['chicken-stock', 'beef-stock', 'vegetable-stock'] },
      ),
      own(
        T(
          'Bring about 350 ml of water per person to the boil in a saucepan and dissolve {items:def} in it, {min} min.',
          'Porta a bollore circa 350 ml d’acqua a persona in una casseruola e sciogli {items:def}, {min} min.',
          'Portez à ébullition environ 350 ml d’eau par personne dans une casserole et faites-y dissoudre {items:def}, {min} min.',
          'Etwa 350 ml Wasser pro Person in einem Topf aufkochen und {items:acc} darin auflösen, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['liquid'], ifIds: ['stock-cube', 'chicken-stock-cube'] },
      ),
      own(
        T(
          'Add {items:def} to the boiling broth and simmer until tender, {min} min.',
          'Cuoci {items:def} nel brodo che bolle finché sono teneri, {min} min.',
          'Faites cuire {items:def} dans le bouillon frémissant jusqu’à ce qu’ils soient tendres, {min} min.',
          '{items:acc} in der kochenden Brühe garen, bis sie weich sind, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Ladle into warm bowls and serve with {items:def} on top.',
          'Versa nei piatti fondi caldi e servi con {items:def}.',
          'Versez dans des assiettes creuses chaudes et servez avec {items:def}.',
          'In vorgewärmte tiefe Teller schöpfen und mit {items:dat} servieren.',
        ),
        1,
        'cook',
        { uses: ['cheese', 'herb'] },
      ),
      own(
        T(
          'Ladle into warm bowls and serve at once.',
          'Versa nei piatti fondi caldi e servi subito.',
          'Versez dans des assiettes creuses chaudes et servez aussitôt.',
          'In vorgewärmte tiefe Teller schöpfen und sofort servieren.',
        ),
        1,
        'cook',
        { unless: ['cheese', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
  }),
  // Frankfurt's Grüne Soße: the seven herbs chopped very fine into soured cream and yogurt, with halved
  // hard-boiled eggs and boiled potatoes. Cold sauce, hot potatoes.
  dish({
    id: 'gruene-sosse',
    family: 'sauce',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Frankfurt green sauce with eggs and potatoes',
      it: 'Salsa verde di Francoforte con uova e patate',
      fr: 'Sauce verte de Francfort, œufs et pommes de terre',
      de: 'Frankfurter Grüne Soße mit Eiern und Kartoffeln',
    },
    aliases: {
      en: ['grüne soße', 'Frankfurt green sauce'],
      it: ['grüne soße', 'salsa verde di Francoforte'],
      fr: ['grüne soße', 'sauce verte de Francfort'],
      de: ['Grüne Soße', 'Grie Soß', 'Frankfurter Grüne Soße', 'Grüne Soße mit Eiern'],
    },
    description: T(
      'Frankfurt’s spring dish: seven herbs chopped very fine into soured cream and yogurt, with hard-boiled eggs and boiled potatoes.',
      'Il piatto di primavera di Francoforte: sette erbe tritate finissime in panna acida e yogurt, con uova sode e patate lesse.',
      'Le plat de printemps de Francfort : sept herbes hachées très fin dans de la crème aigre et du yaourt, avec des œufs durs et des pommes de terre à l’eau.',
      'Der Frühlingsklassiker aus Frankfurt: sieben Kräuter, sehr fein gehackt, in Schmand und Joghurt, dazu hart gekochte Eier und Salzkartoffeln.',
    ),
    slots: [
      need('herb', ['green-sauce-herbs'], { share: 1 }),
      need('dairy', ['sour-cream', 'creme-fraiche', 'yogurt', 'greek-yogurt', 'quark'], {
        max: 3,
        share: 1.5,
      }),
      need('egg', ['egg'], { share: 1, cook: ['simmer', 9, 10] }),
      maybe('base', ['potato'], { share: 1, cook: ['simmer', 20, 25] }),
      maybe('seasoning', ['mustard', 'lemon'], { max: 2, share: 0.4 }),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['base'], prep: 'chunks' }),
      own(
        T(
          'Cook {items:def} in salted water until tender, {min} min, then drain.',
          'Lessa {items:def} in acqua salata finché sono tenere, {min} min, poi scolale.',
          'Faites cuire {items:def} à l’eau salée jusqu’à ce qu’elles soient tendres, {min} min, puis égouttez-les.',
          '{items:acc} in Salzwasser weich kochen, {min} Min., dann abgießen.',
        ),
        20,
        'cook',
        { uses: ['base'], cooks: ['base'], handsOff: true },
      ),
      own(
        T(
          'Meanwhile lower {items:def} into boiling water and cook for {min} min; cool in cold water, peel and halve.',
          'Intanto immergi {items:def} nell’acqua bollente e cuocile per {min} min; raffreddale in acqua fredda, sgusciale e tagliale a metà.',
          'Pendant ce temps, plongez {items:def} dans l’eau bouillante et faites-les cuire {min} min ; refroidissez-les dans l’eau froide, écalez-les et coupez-les en deux.',
          'Inzwischen {items:acc} in kochendes Wasser geben und {min} Min. kochen; kalt abschrecken, schälen und halbieren.',
        ),
        9,
        'cook',
        { uses: ['egg'], cooks: ['egg'] },
      ),
      own(
        T(
          'Wash {items:def}, pat dry, pull the leaves from any tough stalks and chop very finely (or blitz briefly).',
          'Lava {items:def}, asciugale, stacca le foglie dai gambi più duri e tritale finissime (o frullale brevemente).',
          'Lavez {items:def}, séchez-les, effeuillez les tiges dures et hachez très finement (ou mixez brièvement).',
          '{items:acc} waschen, trocken schütteln, die Blätter von groben Stielen zupfen und sehr fein hacken (oder kurz pürieren).',
        ),
        8,
        'prep',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Stir the herbs into {items:def}; season well with salt and pepper.',
          'Mescola le erbe con {items:def}; regola bene di sale e pepe.',
          'Mélangez les herbes avec {items:def} ; salez et poivrez bien.',
          'Die Kräuter mit {items:dat} verrühren; kräftig mit Salz und Pfeffer abschmecken.',
        ),
        2,
        'prep',
        { uses: ['dairy', 'seasoning'] },
      ),
      own(
        T(
          'Serve the sauce cold with the eggs and the hot potatoes.',
          'Servi la salsa fredda con le uova e le patate calde.',
          'Servez la sauce froide avec les œufs et les pommes de terre chaudes.',
          'Die Soße kalt mit den Eiern und den heißen Kartoffeln servieren.',
        ),
        1,
        'cook',
        { ifRoles: ['base'] },
      ),
      own(
        T(
          'Serve the sauce cold with the eggs.',
          'Servi la salsa fredda con le uova.',
          'Servez la sauce froide avec les œufs.',
          'Die Soße kalt mit den Eiern servieren.',
        ),
        1,
        'cook',
        { unless: ['base'] },
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
  }),
  // Polpette di bollito, boulettes de pot-au-feu, rissoles: yesterday's boiled or roast beef chopped with
  // potato, egg and cheese, rolled in breadcrumbs and fried.
  dish({
    id: 'polpette-di-bollito',
    family: 'fritter',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Leftover beef rissoles',
      it: 'Polpette di bollito',
      fr: 'Boulettes de pot-au-feu',
      de: 'Fleischpflanzerl aus Resten',
    },
    aliases: {
      en: ['beef rissoles', 'leftover roast beef rissoles'],
      it: ['polpette di lesso', 'polpette di carne avanzata', 'mondeghili'],
      fr: ['boulettes de restes de bœuf', 'croquettes de pot-au-feu'],
      de: ['Frikadellen aus Bratenresten', 'Fleischküchle aus Resten'],
    },
    description: T(
      'The thrifty kitchen’s best: yesterday’s beef chopped with potato, egg and cheese, rolled in breadcrumbs and fried golden.',
      'Il meglio della cucina del recupero: il bollito del giorno prima tritato con patate, uovo e formaggio, passato nel pangrattato e fritto.',
      'Le meilleur de la cuisine des restes : le bœuf de la veille haché avec pomme de terre, œuf et fromage, roulé dans la chapelure et doré.',
      'Resteküche vom Feinsten: das Fleisch vom Vortag mit Kartoffel, Ei und Käse gehackt, in Semmelbröseln gewälzt und goldbraun gebraten.',
    ),
    slots: [
      need('protein', ['cooked-beef'], { share: 1.1 }),
      need('base', ['cooked-potato', 'mashed-potato'], { share: 0.5 }),
      need('egg', ['egg'], { share: 0.25 }),
      need('binder', ['breadcrumbs'], { share: 1 }),
      maybe('cheese', ['parmesan', 'grana-padano', 'pecorino-romano'], { share: 0.8 }),
      maybe('herb', ['parsley'], { share: 0.5 }),
      maybe('aromatics', ['garlic']),
    ],
    steps: [
      own(
        T(
          'Chop {items:def} very finely with a knife (or briefly in a processor).',
          'Trita finemente {items:def} con il coltello (o brevemente nel mixer).',
          'Hachez très finement {items:def} au couteau (ou brièvement au mixeur).',
          '{items:acc} mit dem Messer sehr fein hacken (oder kurz im Blitzhacker).',
        ),
        5,
        'prep',
        { uses: ['protein'] },
      ),
      shared('chop', 2, 'prep', { uses: ['herb', 'aromatics', 'cheese'], prep: 'fine' }),
      own(
        T(
          'Mash {items:def} in a large bowl.',
          'Schiaccia {items:def} in una ciotola capiente.',
          'Écrasez {items:def} dans un grand saladier.',
          '{items:acc} in einer großen Schüssel zerdrücken.',
        ),
        2,
        'prep',
        { uses: ['base'] },
      ),
      own(
        T(
          'Add the meat, {items:def} and the rest, mix well and season with salt and pepper.',
          'Unisci la carne, {items:def} e il resto, mescola bene e regola di sale e pepe.',
          'Ajoutez la viande, {items:def} et le reste, mélangez bien, salez et poivrez.',
          'Das Fleisch, {items:acc} und die übrigen Zutaten zugeben, gut vermengen und mit Salz und Pfeffer würzen.',
        ),
        2,
        'prep',
        { uses: ['egg'] },
      ),
      own(
        T(
          'Shape into small balls, flatten them slightly and roll in {items:def}.',
          'Forma delle polpette, schiacciale appena e passale {items:in}.',
          'Façonnez des boulettes, aplatissez-les légèrement et roulez-les dans {items:def}.',
          'Kleine Bällchen formen, leicht flach drücken und in {items:dat} wälzen.',
        ),
        5,
        'prep',
        { uses: ['binder'] },
      ),
      own(
        T(
          'Fry in a finger of hot oil, turning, until golden all over, {min} min; drain on kitchen paper.',
          'Friggile in un dito d’olio caldo, girandole, finché sono dorate da ogni lato, {min} min; scolale su carta da cucina.',
          'Faites-les frire dans un doigt d’huile chaude en les retournant, jusqu’à ce qu’elles soient bien dorées, {min} min ; égouttez-les sur du papier absorbant.',
          'In fingerhoch heißem Öl rundherum goldbraun braten, {min} Min.; auf Küchenpapier abtropfen lassen.',
        ),
        8,
        'cook',
      ),
      own(
        T(
          'Serve hot, with a green salad.',
          'Servile calde, con un’insalata verde.',
          'Servez chaud, avec une salade verte.',
          'Heiß servieren, dazu ein grüner Salat.',
        ),
        1,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
  // The German Käsekuchen: a shortcrust base pressed into the tin and a quark filling set with custard powder,
  // left to cool in the switched-off oven so it does not crack.
  dish({
    id: 'kaesekuchen',
    family: 'bake',
    course: 'dessert',
    cuisine: 'german',
    difficulty: 'medium',
    batch: 8,
    names: {
      en: 'German cheesecake',
      it: 'Torta al quark',
      fr: 'Gâteau au fromage blanc',
      de: 'Käsekuchen',
    },
    aliases: {
      en: ['Käsekuchen', 'quark cheesecake', 'baked quark cheesecake'],
      it: ['Käsekuchen', 'cheesecake tedesca', 'torta di quark'],
      fr: ['Käsekuchen', 'tarte au fromage blanc', 'gâteau au fromage blanc alsacien'],
      de: ['Quarkkuchen', 'Käsekuchen mit Boden', 'Quarkkuchen vom Blech', 'Käsekuchen mit Mürbeteig'],
    },
    description: T(
      'The cake of every German Sunday: a buttery shortcrust base under a light, creamy quark filling.',
      'Il dolce della domenica tedesca: una base di frolla al burro sotto un ripieno leggero e cremoso di quark.',
      'Le gâteau du dimanche allemand : un fond sablé au beurre sous une garniture légère et crémeuse au fromage blanc.',
      'Der Kuchen jedes deutschen Sonntags: ein buttriger Mürbeteigboden unter einer lockeren, cremigen Quarkfüllung.',
    ),
    slots: [
      need('cheese', ['quark', 'ricotta'], { share: 0.94 }),
      need('base', ['all-purpose-flour', 'spelt-flour'], { share: 0.83 }),
      need('fat', ['butter'], { share: 2.5 }),
      need('sweet', ['sugar'], { share: 2.75 }),
      need('egg', ['egg'], { share: 0.25 }),
      maybe('binder', ['custard-powder', 'cornstarch', 'semolina'], { share: 0.46 }),
      maybe('fruit', ['lemon'], { share: 0.5 }),
      maybe('seasoning', ['vanilla-sugar', 'vanilla-extract'], { share: 0.5 }),
    ],
    steps: [
      heatOven(180, 160),
      own(
        T(
          'Rub {items:def} together between your fingertips, using only half the sugar and half the butter (cold and diced), then work in one egg to a smooth dough. Press it over the base and 3 cm up the side of a greased 26 cm springform tin.',
          'Lavora tra le dita {items:def}, usando solo metà dello zucchero e metà del burro (freddo, a cubetti), poi incorpora un uovo fino a ottenere un impasto liscio. Stendilo con le mani sul fondo e 3 cm sul bordo di una tortiera a cerniera da 26 cm imburrata.',
          'Sablez du bout des doigts {items:def}, en n’utilisant que la moitié du sucre et la moitié du beurre (froid, en dés), puis incorporez un œuf pour obtenir une pâte lisse. Étalez-la à la main au fond et sur 3 cm de hauteur d’un moule à charnière de 26 cm beurré.',
          '{items:acc} zwischen den Fingerspitzen verreiben, dabei nur die Hälfte des Zuckers und die Hälfte der Butter (kalt, gewürfelt) nehmen, dann ein Ei zu einem glatten Teig unterkneten. Den Teig auf dem Boden und 3 cm hoch am Rand einer gefetteten Springform (26 cm) andrücken.',
        ),
        8,
        'prep',
        { uses: ['base', 'sweet', 'fat'] },
      ),
      shared('chop', 2, 'prep', { uses: ['fruit'], prep: 'chop' }),
      own(
        T(
          'Melt the rest of the butter, then beat it with {items:def} and the rest of the sugar until smooth.',
          'Fai sciogliere il resto del burro, poi sbattilo con {items:def} e il resto dello zucchero fino a ottenere una crema liscia.',
          'Faites fondre le reste du beurre, puis fouettez-le avec {items:def} et le reste du sucre jusqu’à obtenir une crème lisse.',
          'Die restliche Butter schmelzen und mit {items:dat} und dem restlichen Zucker glatt rühren.',
        ),
        5,
        'prep',
        { uses: ['cheese', 'egg', 'binder', 'seasoning', 'fruit'] },
      ),
      own(
        T(
          'Pour the filling onto the base and smooth the top.',
          'Versa il ripieno sulla base e livella la superficie.',
          'Versez la garniture sur le fond et lissez le dessus.',
          'Die Füllung auf den Boden gießen und glatt streichen.',
        ),
        2,
        'prep',
      ),
      own(
        T(
          'Bake until set at the edge and only just wobbly in the middle, {min} min.',
          'Cuoci finché è rappresa ai bordi e appena tremolante al centro, {min} min.',
          'Enfournez jusqu’à ce que le gâteau soit pris sur les bords et encore un peu tremblotant au centre, {min} min.',
          'Backen, bis die Füllung am Rand fest ist und in der Mitte nur noch leicht wackelt, {min} Min.',
        ),
        60,
        'cook',
      ),
      own(
        T(
          'Switch off the oven and leave the cake inside with the door ajar so it does not crack, then let it cool in the tin for at least 2 hours.',
          'Spegni il forno e lascia la torta dentro con lo sportello socchiuso, così non si crepa; poi lasciala raffreddare nello stampo per almeno 2 ore.',
          'Éteignez le four et laissez-y le gâteau, porte entrouverte, pour qu’il ne se fende pas, puis laissez-le refroidir dans le moule au moins 2 heures.',
          'Den Ofen ausschalten und den Kuchen bei leicht geöffneter Tür darin lassen, damit er nicht reißt; dann mindestens 2 Stunden in der Form abkühlen lassen.',
        ),
        10,
        'cook',
      ),
    ],
    staples: [],
    tip: T(
      'Drain a watery quark in a sieve for half an hour first: the filling sets firmer.',
      'Se il quark è molto acquoso, lascialo sgocciolare in un colino per mezz’ora: il ripieno si rapprende meglio.',
      'Si le fromage blanc est très liquide, égouttez-le une demi-heure dans une passoire : la garniture prendra mieux.',
      'Wässrigen Quark vorher eine halbe Stunde in einem Sieb abtropfen lassen: So wird die Füllung fester.',
    ),
  }),
];
