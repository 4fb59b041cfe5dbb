import type { ComposerTexts } from '../types';

/**
 * German. Placeholders: {items:form} (the ingredients a step names), {item:form} (one ingredient), {min}
 * (minutes). Forms (composer/realise/de.ts): nom / acc / dat with the definite article ("die Kartoffeln und
 * den Lauch", "mit dem Hackfleisch"), nom0 / acc0 / dat0 without one ("mit Kartoffeln und Bratwürsten").
 * The realiser does not contract "von dem", "in dem", "zu dem": never put those prepositions before an
 * articled dative slot.
 */
export const DE: ComposerTexts = {
  and: 'und',
  staples: { salt: 'Salz', pepper: 'schwarzer Pfeffer', oil: 'Olivenöl', water: 'Wasser' },
  neutralOil: 'Pflanzenöl',
  units: {
    g: ['g', 'g'],
    ml: ['ml', 'ml'],
    piece: ['', ''],
    clove: ['Zehe', 'Zehen'],
    slice: ['Scheibe', 'Scheiben'],
    tbsp: ['EL', 'EL'],
    tsp: ['TL', 'TL'],
    pinch: ['Prise', 'Prisen'],
    bunch: ['Bund', 'Bund'],
    leaf: ['Blatt', 'Blätter'],
    stalk: ['Stange', 'Stangen'],
    sprig: ['Zweig', 'Zweige'],
    stem: ['Stiel', 'Stiele'],
  },
  titles: {
    frittata: 'Frittata mit {items:dat0}',
    omelette: 'Omelett mit {items:dat0}',
    'stir-fry': 'Wok-Pfanne mit {items:dat0}',
    'pasta-sauce': 'Nudeln mit {items:dat0}',
    risotto: 'Risotto mit {items:dat0}',
    soup: 'Suppe mit {items:dat0}',
    salad: 'Salat mit {items:dat0}',
    'tray-bake': 'Ofengemüse mit {items:dat0}',
    curry: 'Curry mit {items:dat0}',
    'fried-rice': 'Gebratener Reis mit {items:dat0}',
    stew: 'Eintopf mit {items:dat0}',
    'grain-bowl': 'Getreide-Bowl mit {items:dat0}',
    gratin: 'Gratin mit {items:dat0}',
    pancakes: 'Pfannkuchen mit {items:dat0}',
    smoothie: 'Smoothie mit {items:dat0}',
    bruschetta: 'Bruschetta mit {items:dat0}',
    quesadilla: 'Quesadillas mit {items:dat0}',
    shakshuka: 'Shakshuka mit {items:dat0}',
    pilaf: 'Pilaw mit {items:dat0}',
    'fruit-crumble': 'Crumble mit {items:dat0}',
    'quick-pan': 'Schnelle Pfanne mit {items:dat0}',
    'fruit-salad': 'Obstsalat mit {items:dat0}',
    flatbread: 'Fladenbrote mit {items:dat0}',
    'savoury-tart': 'Herzhafte Tarte mit {items:dat0}',
    'hot-chocolate': 'Heiße Schokolade mit {items:dat0}',
    'noodle-soup': 'Nudelsuppe mit {items:dat0}',
    dal: 'Dal mit {items:dat0}',
    porridge: 'Porridge mit {items:dat0}',
    'yogurt-bowl': 'Joghurt-Bowl mit {items:dat0}',
    'spiced-nuts': '{items:nom0} aus der Pfanne',
    'warm-drink': 'Heißgetränk mit {items:dat0}',
    compote: 'Kompott aus {items:dat0}',
    'herb-sauce': 'Sauce mit {items:dat0}',
    toast: 'Toast mit {items:dat0}',
    'baked-pasta': 'Nudelauflauf mit {items:dat0}',
    pudding: 'Pudding mit {items:dat0}',
  },
  fallbackTitle: {
    frittata: 'Einfache Frittata',
    omelette: 'Klassisches Omelett',
    'stir-fry': 'Wok-Gemüse',
    'pasta-sauce': 'Einfache Feierabend-Nudeln',
    risotto: 'Risotto bianco',
    soup: 'Gemüsesuppe',
    salad: 'Bunter Gartensalat',
    'tray-bake': 'Ofengericht vom Blech',
    curry: 'Gemüsecurry',
    'fried-rice': 'Gebratener Reis ohne Ei',
    stew: 'Geschmorter Eintopf',
    'grain-bowl': 'Getreide-Bowl',
    gratin: 'Goldbraunes Gratin',
    pancakes: 'Einfache Pfannkuchen',
    smoothie: 'Obst-Smoothie',
    bruschetta: 'Klassische Bruschetta',
    quesadilla: 'Käse-Quesadillas',
    shakshuka: 'Shakshuka',
    pilaf: 'Einfacher Pilaw',
    'fruit-crumble': 'Obst-Crumble',
    'quick-pan': 'Schnelle Pfanne',
    'fruit-salad': 'Obstsalat',
    flatbread: 'Fladenbrote',
    'savoury-tart': 'Herzhafte Tarte',
    'hot-chocolate': 'Heiße Schokolade',
    'noodle-soup': 'Nudelsuppe',
    dal: 'Einfaches Dal',
    porridge: 'Cremiger Porridge',
    'yogurt-bowl': 'Joghurt-Bowl',
    'spiced-nuts': 'Geröstete Nüsse',
    'warm-drink': 'Wärmender Aufguss',
    compote: 'Obstkompott',
    'herb-sauce': 'Schnelle Sauce',
    toast: 'Einfacher Toast',
    'baked-pasta': 'Nudelauflauf',
    pudding: 'Samtiger Pudding',
  },
  descriptions: {
    frittata:
      'Dicke, goldbraune Frittata nach italienischer Art aus {items:dat0}, innen schön weich. Schmeckt warm und am nächsten Tag auch kalt.',
    omelette:
      'Zartes Omelett nach französischer Art aus {items:dat0}, zusammengeklappt und direkt aus der Pfanne serviert.',
    'stir-fry':
      'Schnelles Wokgericht aus {items:dat0}, bei starker Hitze gebraten und in wenigen Minuten auf dem Tisch.',
    'pasta-sauce':
      'Schnelles Nudelgericht für den Feierabend mit {items:dat0}: Die Sauce gart, während die Nudeln kochen.',
    risotto: 'Cremiges Risotto aus {items:dat0}, langsam gerührt und zum Schluss abseits vom Herd vollendet.',
    soup: 'Wärmende Suppe aus {items:dat0}, sanft geköchelt, bis alles weich ist.',
    salad: 'Frischer Salat aus {items:dat0}, dazu ein einfaches Dressing.',
    'tray-bake':
      'Alles auf einem Blech gegart: {items:nom0}, an den Rändern goldbraun – und nur ein Blech zum Abwaschen.',
    curry: 'Duftendes Curry mit {items:dat0}, sanft in Gewürzen geschmort.',
    'fried-rice': 'Schnell im Wok gebraten, mit {items:dat0} – die beste Verwertung für Reis vom Vortag.',
    stew: 'Langsam geschmorter, wohltuender Eintopf aus {items:dat0}: ein wenig Vorbereitung, den Rest erledigt der Topf.',
    'grain-bowl':
      'Bunte Bowl aus {items:dat0}: warmes Getreide, frisches Gemüse und ein spritziges Dressing.',
    gratin: 'Brodelndes Gratin aus {items:dat0}, im Ofen weich gebacken, bis die Kruste goldbraun ist.',
    pancakes: 'Weiche, fluffige Pfannkuchen aus {items:dat0} – genau richtig für ein gemütliches Frühstück.',
    smoothie: 'Cremiger, frischer Smoothie aus {items:dat0}, in wenigen Minuten gemixt.',
    bruschetta: 'Bruschetta nach italienischer Art aus {items:dat0}, knusprig geröstet und sofort serviert.',
    quesadilla: 'Knusprige Quesadillas aus {items:dat0}, goldbraun gebraten und innen schön zerlaufen.',
    shakshuka: 'Eier, sanft in würziger Tomatensauce gestockt – ein Pfannengericht aus {items:dat0}.',
    pilaf: 'Duftender Pilaw aus {items:dat0}, locker gegart, sodass jedes Korn für sich bleibt.',
    'fruit-crumble': 'Warmes Obst aus dem Ofen unter knusprigen Streuseln: {items:nom0}.',
    'quick-pan': 'Ein einfaches Feierabendessen aus einer Pfanne mit {items:dat0}.',
    'fruit-salad':
      'Frischer Obstsalat aus {items:dat0}, so angemacht, dass das Aroma voll zur Geltung kommt.',
    flatbread: 'Weiche, selbst gemachte Fladenbrote aus {items:dat0}, in der Pfanne ohne Fett gebacken.',
    'savoury-tart':
      'Goldbraune herzhafte Tarte aus {items:dat0} – schmeckt warm und auch bei Zimmertemperatur.',
    'hot-chocolate': 'Dickflüssige, gehaltvolle heiße Schokolade aus {items:dat0}.',
    'noodle-soup': 'Dampfende Nudelsuppe aus {items:dat0} in duftender Brühe.',
    dal: 'Wohltuendes, würziges Dal aus {items:dat0}, zum Schluss mit heißem Würzöl übergossen.',
    porridge: 'Warmer, cremiger Porridge aus {items:dat0} – genau richtig für ein unkompliziertes Frühstück.',
    'yogurt-bowl': 'Frische Bowl aus {items:dat0}, in fünf Minuten fertig.',
    'spiced-nuts': 'Knusprig geröstet: {items:nom0} – ein Snack, der sich tagelang hält.',
    'warm-drink': 'Wärmendes Getränk aus {items:dat0} – tut zu jeder Tageszeit gut.',
    compote: 'Fruchtiges Kompott aus {items:dat0} – köstlich zu Joghurt, Porridge oder Toast.',
    'herb-sauce': 'Schnelle, frische Sauce aus {items:dat0} – passt zu Pasta, Fisch, Fleisch oder Gemüse.',
    toast: 'Knusprig gerösteter Toast, belegt mit {items:dat0}.',
    'baked-pasta': 'Üppiger Nudelauflauf aus {items:dat0}, oben goldbraun überbacken.',
    pudding: 'Cremiger, selbst gemachter Pudding aus {items:dat0}.',
  },
  steps: {
    'prep.ready': '{items:acc} bereitstellen.',
    'prep.veg': '{items:acc} waschen und in mundgerechte Stücke schneiden.',
    'prep.veg.strips': '{items:acc} waschen und in feine Streifen schneiden.',
    'prep.veg.slices': '{items:acc} waschen und in dünne Scheiben schneiden.',
    'prep.veg.dice': '{items:acc} waschen und würfeln.',
    'prep.veg.fine': '{items:acc} waschen und fein hacken.',
    'prep.veg.chunks': '{items:acc} waschen und in grobe Stücke schneiden.',
    'prep.florets': '{items:acc} waschen und in kleine Röschen teilen.',
    'prep.florets.chunks': '{items:acc} waschen und in große Röschen teilen.',
    'prep.halve': '{items:acc} waschen und halbieren.',
    'prep.peel': '{items:acc} schälen und in mundgerechte Stücke schneiden.',
    'prep.peel.strips': '{items:acc} schälen und in feine Streifen schneiden.',
    'prep.peel.slices': '{items:acc} schälen und in dünne Scheiben schneiden.',
    'prep.peel.dice': '{items:acc} schälen und würfeln.',
    'prep.peel.fine': '{items:acc} schälen und fein hacken.',
    'prep.peel.chunks': '{items:acc} schälen und in grobe Stücke schneiden.',
    'prep.allium': '{items:acc} schälen und fein hacken.',
    'prep.allium.strips': '{items:acc} schälen und in feine Streifen schneiden.',
    'prep.allium.slices': '{items:acc} schälen und in dünne Scheiben schneiden.',
    'prep.allium.chunks': '{items:acc} schälen und in Spalten schneiden.',
    'prep.garlic': '{items:acc} schälen und fein hacken.',
    'prep.garlic.chunks': '{items:acc} schälen und mit der flachen Messerklinge leicht andrücken.',
    'prep.garlic.strips': '{items:acc} schälen und in feine Scheiben schneiden.',
    'prep.garlic.slices': '{items:acc} schälen und in feine Scheiben schneiden.',
    'prep.trim': '{items:acc} putzen, waschen und in Scheiben schneiden.',
    'prep.meat': '{items:acc} mit Küchenpapier trocken tupfen und in mundgerechte Stücke schneiden.',
    'prep.meat.strips': '{items:acc} mit Küchenpapier trocken tupfen und in feine Streifen schneiden.',
    'prep.meat.slices': '{items:acc} mit Küchenpapier trocken tupfen und in dünne Scheiben schneiden.',
    'prep.meat.chunks': '{items:acc} mit Küchenpapier trocken tupfen und in große Stücke schneiden.',
    'prep.stewMeat': '{items:acc} mit Küchenpapier trocken tupfen und in große Würfel schneiden.',
    'prep.fish':
      '{items:acc} trocken tupfen, eventuell vorhandene Gräten entfernen und in große Stücke schneiden.',
    'prep.fish.strips':
      '{items:acc} trocken tupfen, eventuell vorhandene Gräten entfernen und in Streifen schneiden.',
    'prep.fish.slices':
      '{items:acc} trocken tupfen, eventuell vorhandene Gräten entfernen und in Streifen schneiden.',
    'prep.fruit':
      '{items:acc} je nach Sorte schälen, entkernen oder entsteinen und in mundgerechte Stücke schneiden.',
    'prep.fruit.slices':
      '{items:acc} je nach Sorte schälen, entkernen oder entsteinen und in dünne Scheiben schneiden.',
    'prep.fruit.dice': '{items:acc} je nach Sorte schälen, entkernen oder entsteinen und würfeln.',
    'prep.fruit.chunks':
      '{items:acc} je nach Sorte schälen, entkernen oder entsteinen und in Stücke schneiden.',
    'prep.fruitCore': '{items:acc} schälen, entkernen und in Stücke schneiden.',
    'prep.fruitStone': '{items:acc} halbieren, entsteinen und in Stücke schneiden.',
    'prep.fruitPeel': '{items:acc} schälen und in Stücke schneiden.',
    'prep.hull': '{items:acc} behutsam waschen, trocken tupfen und den Stielansatz entfernen.',
    'prep.mushroom': '{items:acc} trocken abreiben und in Scheiben schneiden.',
    'prep.mushroom.chunks': '{items:acc} trocken abreiben und vierteln.',
    'prep.mushroom.dice': '{items:acc} trocken abreiben und fein hacken.',
    'prep.mushroom.fine': '{items:acc} trocken abreiben und fein hacken.',
    'prep.sausage': '{items:acc} in dicke Scheiben schneiden.',
    'prep.sausage.chunks': '{items:acc} mit einer Gabel rundherum einstechen; sie werden im Ganzen gebraten.',
    'prep.sausage.dice': 'Das Brät aus {items:dat} drücken und in kleine Stücke zupfen.',
    'prep.sausage.fine': 'Das Brät aus {items:dat} drücken und in kleine Stücke zupfen.',
    'prep.bread': '{items:acc} in Würfel schneiden.',
    'prep.bread.slices': '{items:acc} in Scheiben schneiden.',
    'prep.cheeseCut': '{items:acc} in kleine Würfel schneiden.',
    'prep.cheeseCut.slices': '{items:acc} in Scheiben schneiden.',
    'prep.cheeseCut.strips': '{items:acc} in Scheiben schneiden.',
    'prep.leafy': '{items:acc} gründlich waschen, harte Stiele entfernen und grob hacken.',
    'prep.saladLeaf': '{items:acc} waschen, trocken schleudern und in mundgerechte Stücke zupfen.',
    'prep.herb': '{items:acc} waschen, trocken schütteln und fein hacken.',
    'prep.chili': '{items:acc} entkernen und fein hacken.',
    'prep.bellPepper': '{items:acc} waschen, entkernen und in Streifen schneiden.',
    'prep.aromatic': '{items:acc} schälen und fein reiben.',
    'prep.grate': '{items:acc} reiben.',
    'prep.crumble': '{items:acc} zerbröckeln.',
    'prep.thaw':
      '{items:acc} in einem Sieb unter warmem Wasser (oder in der Mikrowelle) auftauen und so viel Wasser wie möglich ausdrücken.',
    'prep.tornHerb': '{items:acc} waschen und die Blätter mit den Händen zerzupfen.',
    'prep.boneIn': '{items:acc} mit Küchenpapier trocken tupfen.',
    'prep.wholeFish':
      '{items:acc} innen und außen abspülen, mit Küchenpapier trocken tupfen, die Haut auf jeder Seite zwei- bis dreimal schräg einschneiden und innen und außen salzen und pfeffern.',
    'prep.desalt':
      '{items:acc} gründlich kalt abspülen, 10 Minuten wässern, damit das Salz herausgeht, und abtropfen lassen.',
    'prep.fromFrozen': '{items:acc} erst im letzten Moment aus dem Tiefkühlfach nehmen, nicht auftauen.',
    'prep.chives': '{items:acc} waschen, trocken schütteln und in feine Röllchen schneiden.',
    'prep.drain': '{items:acc} abtropfen lassen.',
    'prep.rinse': '{items:acc} in ein Sieb abgießen, abspülen und abtropfen lassen.',
    'prep.bacon': '{items:acc} in kleine Streifen schneiden.',
    'prep.cured': '{items:acc} in Streifen schneiden.',
    'prep.cookedMeat': '{items:acc} in mundgerechte Stücke schneiden.',
    'prep.cookedStarch': '{items:acc} bei Bedarf pellen und in mundgerechte Stücke schneiden.',
    'prep.cookedStarch.slices': '{items:acc} bei Bedarf pellen und in etwa 5 mm dicke Scheiben schneiden.',
    'prep.cookedStarch.dice': '{items:acc} bei Bedarf pellen und in kleine Würfel schneiden.',
    'prep.cookedStarch.fine': '{items:acc} bei Bedarf pellen und in kleine Würfel schneiden.',
    'prep.looseGrains': '{items:acc} mit den Fingern auflockern, sodass die Körner einzeln liegen.',
    'prep.smoked': '{items:acc} in Streifen schneiden.',
    'prep.prawn': '{items:acc} bei Bedarf schälen und den dunklen Darm am Rücken entfernen.',
    'prep.mollusc':
      '{items:acc} unter fließendem kaltem Wasser abbürsten und die Bärte abziehen; geöffnete Exemplare, die sich beim Anklopfen nicht schließen, wegwerfen.',
    'prep.squid': '{items:acc} putzen und in Ringe schneiden.',
    'prep.octopus': '{items:acc} unter fließendem kaltem Wasser gründlich abspülen.',
    'prep.saltFish':
      '{items:acc} schon am Vortag 24 Stunden in kaltem Wasser wässern, dabei das Wasser dreimal wechseln, dann in Stücke schneiden.',
    'prep.citrus': '{items:acc} heiß waschen, die Schale fein abreiben und den Saft auspressen.',
    'prep.citrus.zest':
      'Mit einem Sparschäler ein paar breite Streifen Schale {items:von} abschälen, ohne das bittere Weiße (der Saft würde die Milch gerinnen lassen).',
    'prep.citrus.chunks': '{items:acc} heiß waschen und in Spalten schneiden.',
    'prep.citrus.slices': '{items:acc} heiß waschen und in dünne Scheiben schneiden.',
    'prep.berry': '{items:acc} behutsam waschen und trocken tupfen.',
    'prep.roughChop': '{items:acc} grob hacken.',
    'prep.tofu': '{items:acc} trocken tupfen und würfeln.',
    'prep.lentil': '{items:acc} in einem Sieb abspülen, bis das Wasser klar bleibt.',
    'prep.driedBean': '{items:acc} über Nacht in reichlich kaltem Wasser einweichen, dann abgießen.',
    'prep.avocado': '{items:acc} halbieren und entkernen, das Fruchtfleisch herauslösen und würfeln.',
    'prep.pod': '{items:acc} putzen und die Enden abschneiden.',
    'prep.squash': '{items:acc} schälen, entkernen und in Stücke schneiden.',
    'brownProtein@poultry':
      '{items:acc} in einer heißen Pfanne in etwas Öl rundum anbraten und goldbraun durchbraten, bis das Fleisch innen nicht mehr rosa ist, {min} Min.',
    'brownProtein@stewMeat':
      '{items:acc} portionsweise in einem schweren Schmortopf in etwas Öl bei starker Hitze rundherum kräftig anbraten, {min} Min.',
    'brownProtein@redMeat':
      '{items:acc} in einer sehr heißen Pfanne mit etwas Öl rundum scharf anbraten, {min} Min.',
    'brownProtein@mince':
      '{items:acc} in einer heißen Pfanne in etwas Öl krümelig anbraten, dabei mit einem Holzlöffel zerteilen, {min} Min.',
    'brownProtein@sausage':
      '{items:acc} in einer heißen Pfanne in etwas Öl rundum braun und gar braten, {min} Min.',
    'brownProtein@bacon': '{items:acc} knusprig und goldbraun auslassen, {min} Min.',
    'brownProtein@ready': '{items:acc} in einer Pfanne mit etwas Öl erwärmen, {min} Min.',
    'brownProtein@fish':
      '{items:acc} in einer heißen Pfanne in etwas Öl braten, dabei einmal wenden, bis der Fisch innen gerade nicht mehr glasig ist, {min} Min.',
    'brownProtein@shellfish':
      '{items:acc} in einer heißen Pfanne in etwas Öl nur so lange braten, bis sich alles rosa färbt, {min} Min.',
    'brownProtein@mollusc':
      '{items:acc} in die heiße Pfanne geben, zudecken und unter gelegentlichem Rütteln garen, bis sich die Schalen öffnen, {min} Min.; geschlossen gebliebene Exemplare wegwerfen.',
    'brownProtein@squid':
      '{items:acc} in einer sehr heißen Pfanne in etwas Öl kurz scharf anbraten, {min} Min.',
    'brownProtein@tofu': '{items:acc} in einer heißen Pfanne in etwas Öl rundum goldbraun braten, {min} Min.',
    'brownProtein@pulse': '{items:acc} in einer Pfanne mit etwas Öl unter Rühren erwärmen, {min} Min.',
    'brownProtein@egg':
      '{items:acc} verquirlen, in eine heiße Pfanne mit etwas Öl gießen und unter sanftem Rühren gerade stocken lassen, {min} Min.',
    'stirfry.protein@poultry':
      '{items:acc} im sehr heißen Wok in Öl unter Rühren goldbraun braten, bis das Fleisch innen nicht mehr rosa ist, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@redMeat':
      '{items:acc} im sehr heißen Wok in Öl unter Rühren scharf anbraten, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@mince':
      '{items:acc} im sehr heißen Wok in Öl krümelig braten, dabei zerteilen, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@sausage':
      '{items:acc} im sehr heißen Wok in Öl unter Rühren braun und gar braten, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@bacon':
      '{items:acc} im heißen Wok knusprig braten, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@ready':
      '{items:acc} im heißen Wok in etwas Öl erwärmen, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@fish':
      '{items:acc} im heißen Wok in Öl behutsam braten, bis der Fisch gerade nicht mehr glasig ist, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@shellfish':
      '{items:acc} im sehr heißen Wok in Öl unter Rühren braten, bis sich alles rosa färbt, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@mollusc':
      '{items:acc} im heißen Wok zugedeckt garen, bis sich die Schalen öffnen, {min} Min., dann herausnehmen und beiseitestellen; geschlossen gebliebene Exemplare wegwerfen.',
    'stirfry.protein@squid':
      '{items:acc} im sehr heißen Wok in Öl nur {min} Min. unter Rühren braten, dann herausnehmen und beiseitestellen.',
    'stirfry.protein@tofu':
      '{items:acc} im heißen Wok in Öl unter Rühren goldbraun braten, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@pulse':
      '{items:acc} im heißen Wok in Öl unter Rühren leicht knusprig braten, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.protein@egg':
      '{items:acc} verquirlen und im heißen Wok in etwas Öl unter Rühren gerade stocken lassen, {min} Min., dann herausnehmen und beiseitestellen.',
    'late.simmer': '{items:acc} zugeben und bei schwacher Hitze auf den Punkt garen, {min} Min.',
    'late.pan': '{items:acc} zugeben und unter Rühren noch {min} Min. garen.',
    'late.roast': '{items:acc} auf das Blech legen, würzen und im Ofen auf den Punkt garen, {min} Min.',
    'late.bake': '{items:acc} in die Form geben und im Ofen auf den Punkt garen, {min} Min.',
    'late.warm': '{items:acc} unterrühren und kurz miterwärmen, {min} Min.',
    'crumble.spread': 'Das Obst in einer Auflaufform verteilen und mit {items:dat} bestreuen.',
    'crumble.spreadPlain': 'Das Obst in einer Auflaufform verteilen.',
    'soup.season':
      'Mit Salz und Pfeffer abschmecken und die Suppe ungepüriert in vorgewärmten Tellern servieren.',
    sweatAromatics:
      '{items:acc} in einer Pfanne in etwas Öl bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
    sauteVeg: '{items:acc} in der Pfanne mit etwas Öl und einer Prise Salz weich dünsten, {min} Min.',
    sauteVegAdd:
      '{items:acc} mit einer Prise Salz in die Pfanne geben und unter gelegentlichem Rühren garen, {min} Min.',
    // Fish and seafood in a quick pan: the vegetables first, the fish on top for its few minutes.
    'quickpan.vegFirst':
      '{items:acc} in der Pfanne mit etwas Öl und einer Prise Salz weich dünsten, {min} Min.',
    'quickpan.aromaticsAdd': '{items:acc} zugeben und unter Rühren kurz mitbraten, {min} Min.',
    'quickpan.vegFirstAdd':
      '{items:acc} mit einer Prise Salz in die Pfanne geben und unter gelegentlichem Rühren garen, {min} Min.',
    'stirfry.seasonPlainOnBase': 'Mit Salz und Pfeffer würzen und noch einmal durchschwenken.',
    'stirfry.seasonPlain': 'Mit Salz und Pfeffer würzen, noch einmal durchschwenken und servieren.',
    'quickpan.liftOut': '{items:acc} auf einen Teller heben, das Fett in der Pfanne lassen.',
    'quickpan.return':
      '{items:acc} wieder in die Pfanne geben und alles bei Hitze durchschwenken, {min} Min.',
    'quickpan.readyAdd':
      '{items:acc} für die letzten Minuten dazugeben und unter vorsichtigem Rühren erwärmen, {min} Min.',
    'quickpan.seasonPlain': 'Mit Salz und Pfeffer abschmecken und servieren.',
    'quickpan.seasonOnly': 'Mit Salz und Pfeffer abschmecken.',
    'quickpan.fishBeside':
      '{items:acc} in dieselbe Pfanne geben und bei mittlerer Hitze garen, bis alles gerade gar ist, dabei einmal wenden, {min} Min.',
    'quickpan.fishOnTop':
      '{items:acc} auf das Gemüse legen, zudecken und bei mittlerer Hitze gerade gar ziehen lassen, {min} Min.',
    brownProtein:
      '{items:acc} in einer heißen Pfanne in etwas Öl anbraten, {min} Min., dann salzen und pfeffern.',
    boilWater: 'In einem großen Topf reichlich Wasser zum Kochen bringen, {min} Min., und salzen.',
    cookBase: '{items:acc} in kochendem Salzwasser bissfest garen, {min} Min., dann abgießen.',
    serveOver: 'Auf {items:dat} anrichten und servieren.',
    serve: 'Heiß direkt vom Blech servieren.',
    garnish: '{items:acc} darübergeben und servieren.',
    'frittata.beat': '{items:acc} in einer Schüssel mit je einer Prise Salz und Pfeffer verquirlen.',
    'frittata.cheese': '{items:acc} unter die verquirlten Eier rühren.',
    'frittata.set':
      'Die Eiermasse in die Pfanne gießen, den Deckel auflegen und bei schwacher Hitze stocken lassen, bis sie fast fest ist, {min} Min.',
    'frittata.setPan':
      'Etwas Öl in einer beschichteten Pfanne erhitzen, die Eiermasse hineingießen, den Deckel auflegen und bei schwacher Hitze stocken lassen, bis sie fast fest ist, {min} Min.',
    'frittata.flip':
      'Die Frittata auf einen Teller gleiten lassen, umgedreht zurück in die Pfanne geben und von der anderen Seite braten, {min} Min.',
    'omelette.beat': '{items:acc} mit je einer Prise Salz und Pfeffer nur kurz verquirlen.',
    'omelette.veg':
      '{items:acc} in einer beschichteten Pfanne in etwas Öl weich dünsten, {min} Min., dann herausnehmen und beiseitestellen.',
    'omelette.cook':
      'Etwas Öl in einer beschichteten Pfanne erhitzen, die Eier hineingießen und sanft rühren, bis sie cremig gestockt sind, {min} Min.',
    'omelette.fill':
      '{items:acc} auf einer Hälfte verteilen, das Omelett zusammenklappen und noch {min} Min. garen.',
    'stirfry.protein':
      '{items:acc} im sehr heißen Wok in Öl unter Rühren durchbraten, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.aromatics':
      'Etwas Öl im Wok oder in einer großen Pfanne erhitzen und {items:acc} darin {min} Min. unter Rühren braten, bis es duftet.',
    'stirfry.veg':
      '{items:acc} im heißen Wok in etwas Öl bei starker Hitze unter Rühren braten, bis alles gerade gar ist, {min} Min.',
    'stirfry.sauce':
      'Das Beiseitegestellte zurück in den Wok geben, {items:acc} sowie einen Schuss Wasser zufügen und gut durchschwenken, {min} Min.',
    'stirfry.sauceOnly':
      '{items:acc} und einen Schuss Wasser zugeben und alles gut durchschwenken, {min} Min.',
    'stirfry.returnPlain':
      'Das Beiseitegestellte zurück in die Pfanne geben, mit Salz und Pfeffer würzen und bei starker Hitze durchschwenken, {min} Min.',
    'pasta.sauce': '{items:acc} mit einem Schuss Wasser in die Pfanne geben und köcheln lassen, {min} Min.',
    'pasta.saucePan':
      'Etwas Öl in einer weiten Pfanne erhitzen und {items:acc} zugeben. Einen Schuss Wasser angießen und köcheln lassen, {min} Min.',
    'pasta.cook':
      '{items:acc} im kochenden Wasser al dente garen, {min} Min.; eine Tasse Kochwasser abnehmen, dann abgießen.',
    'pasta.cook@filledPasta':
      '{items:acc} im siedenden Wasser nach Packungsangabe garen, bis sie an die Oberfläche steigen, {min} Min.; eine Tasse Kochwasser abnehmen, dann abgießen.',
    'pasta.toss': 'Die Nudeln mit etwas Kochwasser in der Sauce schwenken und mit {items:dat} servieren.',
    'pasta.tossPlain': 'Die Nudeln mit etwas Kochwasser in der Sauce schwenken und sofort servieren.',
    'risotto.heatStock':
      '{items:acc} mit etwa 1 Liter Wasser in einem kleinen Topf erhitzen und knapp unter dem Siedepunkt heiß halten.',
    'risotto.heatWater':
      'Etwa 1 Liter leicht gesalzenes Wasser zum Sieden bringen und heiß halten, {min} Min.',
    'risotto.sweat':
      'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen und {items:acc} bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
    'risotto.toast': '{items:acc} in denselben Topf geben und unter Rühren glasig anschwitzen, {min} Min.',
    'risotto.toastPan':
      'Etwas Öl in einem breiten Topf erhitzen, {items:acc} zugeben und unter Rühren glasig anschwitzen, {min} Min.',
    'risotto.cook':
      'Die heiße Flüssigkeit kellenweise angießen und unter Rühren garen, bis der Reis cremig ist, {min} Min.',
    'risotto.finish':
      'Vom Herd nehmen, {items:acc} unterrühren, zudecken und vor dem Servieren 2 Min. ruhen lassen.',
    'soup.sweat':
      '{items:acc} in einem großen Topf in etwas Öl bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
    'soup.simmer':
      '{items:acc} zugeben und so viel Wasser angießen, dass alles 2 cm hoch bedeckt ist. Aufkochen und köcheln lassen, bis alles weich ist, {min} Min.',
    'soup.simmerPot':
      '{items:acc} mit etwas Öl in einen großen Topf geben, so viel Wasser angießen, dass alles 2 cm hoch bedeckt ist, aufkochen und köcheln lassen, bis alles weich ist, {min} Min.',
    'soup.blend':
      'Die Suppe ganz oder teilweise fein pürieren und mit Salz und Pfeffer abschmecken, {min} Min.',
    'salad.dress': '{items:acc} mit 3 EL Olivenöl, Salz und Pfeffer zu einem Dressing verquirlen.',
    'salad.dressPlain':
      '3 EL Olivenöl mit je einer Prise Salz und Pfeffer zu einem einfachen Dressing verquirlen.',
    'salad.toss': '{items:acc} zugeben und alles mit dem Dressing vermengen.',
    'crumble.heat': 'Den Backofen auf 190 °C (Umluft 170 °C) vorheizen, {min} Min.',
    'tray.heat': 'Den Backofen auf 220 °C (Umluft 200 °C) vorheizen, {min} Min.',
    'tray.spread': '{items:acc} auf einem großen Backblech verteilen.',
    'tray.toss': 'Mit Öl beträufeln, mit Salz, Pfeffer und {items:dat} würzen und gut vermengen.',
    'tray.tossPlain': 'Mit Öl beträufeln, mit Salz und Pfeffer würzen und gut vermengen.',
    'tray.roast.before': 'Im Ofen {min} Min. rösten, dabei einmal wenden.',
    'tray.roast': 'Im Ofen goldbraun und gar rösten, nach der Hälfte der Zeit einmal wenden, {min} Min.',
    'curry.sweat':
      'Etwas Öl in einem großen Topf erhitzen und {items:acc} bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
    'curry.spicesAdd': '{items:acc} einrühren und {min} Min. anrösten, bis es duftet.',
    'curry.spices':
      'Etwas Öl in einem großen Topf erhitzen, {items:acc} einrühren und {min} Min. anrösten, bis es duftet.',
    'curry.protein':
      '{items:acc} in die Pfanne geben und mit den Zwiebeln und Gewürzen vermengen, {min} Min.',
    'curry.protein@poultry':
      '{items:acc} in die Pfanne geben und mit den Zwiebeln und Gewürzen rundherum leicht anbraten, {min} Min.',
    'curry.protein@redMeat':
      '{items:acc} in die Pfanne geben und mit den Zwiebeln und Gewürzen rundherum leicht anbraten, {min} Min.',
    'curry.protein@stewMeat':
      '{items:acc} in die Pfanne geben und mit den Zwiebeln und Gewürzen rundherum leicht anbraten, {min} Min.',
    'curry.protein@mince':
      '{items:acc} in die Pfanne geben und mit den Zwiebeln und Gewürzen rundherum leicht anbraten, {min} Min.',
    'curry.simmer':
      '{items:acc} zugeben, etwa 200 ml Wasser angießen, zudecken und köcheln lassen, bis alles weich ist, {min} Min.',
    'friedrice.egg':
      'Den Reis an den Rand schieben, {items:acc} verquirlt in die frei gewordene Stelle gießen, unter Rühren stocken lassen und unter den Reis mischen, {min} Min.',
    'friedrice.fry':
      'Den Reis zugeben (Reis vom Vortag lässt sich am besten braten) und bei starker Hitze unter ständigem Wenden braten, {min} Min.',
    'risotto.addVeg': '{items:acc} unterrühren und {min} Min. mitgaren.',
    'friedrice.season': 'Mit {items:dat} würzen und gut durchschwenken, {min} Min.',
    season: 'Mit {items:dat} würzen, abschmecken und mit Salz und Pfeffer nachwürzen, {min} Min.',
    'stew.sweat': '{items:acc} zugeben und unter Rühren andünsten, {min} Min.',
    'stew.liquid':
      '{items:acc} angießen, den Bratensatz vom Topfboden lösen und aufkochen lassen, {min} Min.',
    'stew.simmer':
      '{items:acc} zugeben, mit Wasser bedecken, den Deckel auflegen und sanft köcheln lassen, bis alles weich ist, {min} Min.',
    'stew.simmerPlain':
      'Mit Wasser bedecken, den Deckel auflegen und sanft köcheln lassen, bis alles weich ist, {min} Min.',
    'stew.finish':
      'Den Deckel abnehmen, die Sauce eindicken lassen und mit Salz und Pfeffer abschmecken, {min} Min.',
    'bowl.protein': '{items:acc} in einer Pfanne in etwas Öl erwärmen oder garen, {min} Min.',
    'bowl.dress': '{items:acc} mit einem Löffel Öl, Salz und Pfeffer zu einem Dressing verrühren.',
    'bowl.assemble':
      'Getreide und Gemüse auf Schüsseln verteilen, mit dem Dressing beträufeln und {items:acc} darüberstreuen.',
    'bowl.assemblePlain': 'Getreide und Gemüse auf Schüsseln verteilen und mit dem Dressing beträufeln.',
    'gratin.parboil': '{items:acc} in Salzwasser vorgaren, {min} Min., dann gut abtropfen lassen.',
    'gratin.layer':
      'Das Gemüse schichtweise in eine geölte Form legen, dabei jede Schicht würzen, und {items:acc} darübergießen.',
    'gratin.layerPlain':
      'Das Gemüse schichtweise in eine geölte Form legen, dabei jede Schicht würzen, und einen Schuss Wasser angießen.',
    'gratin.top': '{items:acc} gleichmäßig darüber verteilen.',
    'gratin.bake': 'Im Ofen backen, bis es blubbert und goldbraun ist, {min} Min.',
    'pancakes.batter':
      '{items:acc} mit einer Prise Salz und so viel Wasser verquirlen, dass ein dickflüssiger, glatter Teig entsteht.',
    'pancakes.rest': 'Den Teig ruhen lassen, {min} Min.',
    'pancakes.cook':
      'Je eine kleine Kelle Teig in einer leicht geölten Pfanne backen, bis sich Bläschen bilden, dann wenden, insgesamt {min} Min.',
    'pancakes.serve': 'Warm mit {items:dat} servieren.',
    'smoothie.blend':
      '{items:acc} zugeben und alles glatt pürieren, bei Bedarf mit einem Schuss kaltem Wasser verdünnen, {min} Min.',
    'smoothie.blendWater': 'Mit etwa 200 ml kaltem Wasser glatt pürieren, {min} Min.',
    'bruschetta.toast': '{items:acc} in Scheiben schneiden und die Scheiben knusprig rösten, {min} Min.',
    'bruschetta.rub': 'Die warmen Brotscheiben mit {items:dat} einreiben.',
    'bruschetta.topping': '{items:acc} klein schneiden und mit etwas Öl, Salz und Pfeffer vermengen.',
    'bruschetta.top': '{items:acc} auf den Brotscheiben verteilen.',
    'bruschetta.drizzle': 'Mit etwas Olivenöl beträufeln und sofort servieren.',
    'quesadilla.fill':
      'Die Füllung jeweils auf einer Hälfte der Tortillas verteilen, {items:acc} darübergeben und zuklappen.',
    'quesadilla.fillPlain': 'Die Füllung jeweils auf einer Hälfte der Tortillas verteilen und zuklappen.',
    'quesadilla.cook':
      '{items:acc} in einer Pfanne ohne Fett knusprig backen, bis alles geschmolzen ist, dabei einmal wenden, {min} Min.',
    'shakshuka.sauce': '{items:acc} zugeben und zu einer dicken Sauce einköcheln lassen, {min} Min.',
    'shakshuka.eggs':
      'Kleine Mulden in die Sauce drücken, {items:acc} hineinschlagen, zudecken und garen, bis das Eiweiß gestockt ist, {min} Min.',
    'pilaf.toast': '{items:acc} zugeben und {min} Min. rühren, bis jedes Korn von Öl überzogen ist.',
    'pilaf.simmer':
      '{items:acc} zugeben, die doppelte Menge Wasser angießen, kräftig salzen, zudecken und bei schwacher Hitze garen, {min} Min.',
    'pilaf.simmerPlain':
      'Die doppelte Menge Wasser angießen, kräftig salzen, zudecken und bei schwacher Hitze garen, {min} Min.',
    'pilaf.rest': 'Vom Herd nehmen und zugedeckt ruhen lassen, {min} Min., dann mit einer Gabel auflockern.',
    'pilaf.nuts': '{items:acc} in einer Pfanne ohne Fett rösten, {min} Min., und darüberstreuen.',
    'crumble.rub':
      '{items:acc} mit den Fingerspitzen zu groben Streuseln verreiben und über dem Obst verteilen.',
    'crumble.bake':
      'Im Ofen backen, bis die Streusel goldbraun sind und es an den Rändern blubbert, {min} Min.',
    'fruitsalad.dress': '{items:acc} zugeben und alles behutsam vermengen.',
    'fruitsalad.serve': 'Mit {items:dat} servieren.',
    'fruitsalad.chill': 'Kalt stellen, damit sich die Säfte verbinden, {min} Min.',
    'flatbread.dough':
      '{items:acc} mit einer Prise Salz, einem Löffel Öl und so viel warmem Wasser verkneten, dass ein weicher Teig entsteht.',
    'flatbread.rest': 'Kurz durchkneten, zudecken und ruhen lassen, {min} Min.',
    'flatbread.shape': 'Den Teig zu Kugeln formen, dünn ausrollen und {items:acc} in die Oberfläche drücken.',
    'flatbread.cook':
      'Einzeln in einer heißen Pfanne ohne Fett backen, bis sie sich aufblähen und braune Flecken bekommen, dabei einmal wenden, insgesamt {min} Min.',
    'tart.line':
      '{items:acc} in eine Tarteform oder auf ein Backblech legen und den Boden mit einer Gabel mehrmals einstechen.',
    'tart.fill':
      '{items:acc} mit Salz und Pfeffer verrühren und zusammen mit dem Gemüse auf dem Teig verteilen.',
    'tart.bake': 'Backen, bis der Teig aufgegangen und goldbraun ist, {min} Min.',
    'chocolate.heat': '{items:acc} in einem kleinen Topf erhitzen, aber nicht kochen lassen, {min} Min.',
    'chocolate.heatWater': 'Pro Person einen Becher Wasser in einem kleinen Topf erhitzen, {min} Min.',
    'chocolate.melt':
      '{items:acc} mit dem Schneebesen einrühren, bis alles geschmolzen und glatt ist, {min} Min.',
    'chocolate.spice': '{items:acc} zugeben und noch {min} Min. weiterrühren.',
    'chocolate.serve': 'In Becher füllen und heiß servieren.',
    'noodlesoup.broth': '{items:acc} mit 400 ml Wasser pro Person aufkochen und köcheln lassen, {min} Min.',
    'noodlesoup.brothPlain': 'Pro Person 400 ml leicht gesalzenes Wasser aufkochen, {min} Min.',
    'noodlesoup.protein': '{items:acc} in die Brühe geben und köcheln lassen, bis alles gar ist, {min} Min.',
    'noodlesoup.serve':
      'Die Nudeln auf Schalen verteilen, die Brühe darübergießen und {items:acc} darübergeben.',
    'noodlesoup.servePlain':
      'Die Nudeln auf Schalen verteilen, mit der heißen Brühe übergießen und sofort servieren.',
    'dal.rinse': '{items:acc} in einem Sieb abspülen, bis das Wasser klar bleibt.',
    'dal.simmer':
      'Die dreifache Menge Wasser angießen, {items:acc} zugeben und unter gelegentlichem Rühren weich köcheln lassen, {min} Min.',
    'dal.simmerPlain':
      'Die dreifache Menge Wasser angießen und unter gelegentlichem Rühren weich köcheln lassen, {min} Min.',
    'dal.tadka':
      'Etwas Öl in einer kleinen Pfanne erhitzen, {items:acc} darin anbraten, bis es duftet, {min} Min., und über das Dal gießen.',
    'dal.tadkaPlain': 'Mit Salz abschmecken und einen Löffel Öl unterrühren, {min} Min.',
    'porridge.cook':
      '{items:acc} mit einer Prise Salz und so viel Wasser unter Rühren köcheln lassen, dass alles cremig wird, {min} Min.',
    'porridge.serve': 'In Schüsseln füllen und {items:acc} darübergeben.',
    'porridge.servePlain': 'In Schüsseln füllen und warm servieren.',
    'yogurt.bowl': '{items:acc} auf Schüsseln verteilen.',
    'yogurt.top': '{items:acc} darüberstreuen und servieren.',
    'nuts.toast':
      '{items:acc} in einer Pfanne ohne Fett bei mittlerer Hitze rösten, dabei häufig schwenken, {min} Min.',
    'nuts.coat':
      'Etwas Öl, eine Prise Salz sowie {items:acc} zugeben und alles gut durchschwenken, {min} Min.',
    'nuts.coatPlain': 'Etwas Öl und eine Prise Salz zugeben und alles gut durchschwenken, {min} Min.',
    'nuts.cool': 'Auf einem Teller ausbreiten und auskühlen lassen, bis alles knusprig ist, {min} Min.',
    'drink.heat': '{items:acc} in einem kleinen Topf erhitzen, bis Dampf aufsteigt, {min} Min.',
    'drink.heatWater': 'Pro Person einen Becher Wasser aufkochen, {min} Min.',
    'drink.infuse': '{items:acc} zugeben, den Herd ausschalten und ziehen lassen, {min} Min.',
    'drink.serve': 'Durch ein Sieb in Becher gießen und mit {items:dat} süßen.',
    'drink.servePlain': 'Durch ein Sieb in Becher gießen und heiß servieren.',
    'compote.simmer':
      'Das Obst mit {items:dat} und einem Schuss Wasser in einem Topf weich köcheln lassen, {min} Min.',
    'compote.simmerPlain': 'Das Obst mit einem Schuss Wasser in einem Topf weich köcheln lassen, {min} Min.',
    'compote.cool': 'Vor dem Servieren etwas abkühlen lassen, {min} Min.',
    'sauce.mix': '{items:acc} mit einer Prise Salz und etwas Wasser glatt rühren.',
    'sauce.rest': 'Durchziehen lassen, {min} Min., dann abschmecken und nachwürzen.',
    'toast.toast': '{items:acc} goldbraun und knusprig rösten, {min} Min.',
    'toast.egg': '{items:acc} in etwas Öl braten, bis das Eiweiß gestockt ist, {min} Min.',
    'toast.assemble': '{items:acc} auf dem Toast verteilen und servieren.',
    'toast.assemblePlain': 'Mit etwas Olivenöl beträufeln, eine Prise Salz darüberstreuen und servieren.',
    'bakedpasta.sauce':
      '{items:acc} mit Salz und Pfeffer würzen und zu einer Sauce einköcheln lassen, {min} Min.',
    'bakedpasta.sauceWith':
      '{items:acc} in die Pfanne geben, mit Salz und Pfeffer würzen und zu einer Sauce einköcheln lassen, {min} Min.',
    'bakedpasta.parboil':
      '{items:acc} im kochenden Wasser 2 Minuten kürzer garen als auf der Packung angegeben, damit sie im Ofen bissfest bleiben, {min} Min.; abgießen.',
    'bakedpasta.layer':
      '{items:acc} in einer geölten Auflaufform mit der Sauce mischen, dabei eine Handvoll Käse zum Bestreuen zurückbehalten.',
    'bakedpasta.bake': 'Im Ofen backen, bis es blubbert und goldbraun ist, {min} Min.',
    'pudding.mix': '{items:acc} in einem Topf glatt rühren.',
    'pudding.cook':
      '{items:acc} mit dem Schneebesen einrühren und bei schwacher Hitze unter Rühren andicken lassen, {min} Min.',
    'pudding.cookPlain':
      '500 ml Wasser mit dem Schneebesen einrühren und bei schwacher Hitze unter Rühren andicken lassen, {min} Min.',
    'pudding.set': 'Den Pudding in Schälchen füllen und im Kühlschrank fest werden lassen, {min} Min.',
    'pudding.serve': '{items:acc} darübergeben und servieren.',
  },
  restNote: 'Dazu kommen {text} Kühl- oder Ruhezeit.',
  restTime: { hours: '{n} Stunden', hour: '1 Stunde', minutes: '{n} Minuten', night: 'eine Nacht' },
  pantryNote: 'Aus dem Vorrat: {items}.',
  leftOut: 'Nicht verwendet: {items}.',
  reasons: {
    unknown: 'noch nicht in unserer Zutatenliste',
    noRole: 'für eine andere Mahlzeit',
    elsewhere: 'für ein anderes dieser Rezepte',
    slowCook: 'lange, sanfte Garzeit nötig',
    tooMany: 'eine weitere Zutat würde das Gericht überladen',
    tooLong: 'das Gericht dafür dauert länger als Ihr Zeitlimit',
  },
  tips: {
    vegetables:
      '{item:acc} restlos verwerten: Schalen und Abschnitte im Gefrierbeutel sammeln und später zu einer Brühe auskochen.',
    bread:
      'Altbackene Reste von {item:dat0} zu Semmelbröseln verarbeiten: bei niedriger Temperatur im Ofen trocknen, dann fein mahlen.',
    cheese:
      'Die Rinde {item:von} nicht wegwerfen: In der Suppe mitgekocht, sorgt ein Stück davon für kräftigen Geschmack.',
    fruit:
      '{item:acc} auch überreif nicht wegwerfen: im Smoothie oder in einem schnellen Kompott verwerten oder in Stücken einfrieren.',
    herbs: 'Reste von {item:dat0} fein hacken, mit Öl mischen und in einer Eiswürfelform einfrieren.',
    meat: 'Gegarte Reste von {item:dat0} halten sich 2 Tage im Kühlschrank – in Scheiben geschnitten passen sie in einen Salat oder Wrap.',
    fish: 'Fisch am besten am Einkaufstag zubereiten: Gut abgedeckt hält er sich im Kühlschrank höchstens einen Tag.',
    grains:
      'Gleich mehr {item:acc0} kochen als nötig: Reste rasch abkühlen lassen und am nächsten Tag zu Mittag essen.',
    pasta: 'Reste von {item:dat0} mit zwei Eiern zu einer knusprigen Nudel-Frittata verarbeiten.',
    legumes: 'Die Flüssigkeit aus einer Dose {item:dat0} aufheben: Steif geschlagen ersetzt sie Eischnee.',
    dairy: '{item:acc} kurz vor dem Ablaufdatum in Pfannkuchen oder einer Sauce aufbrauchen.',
    eggs: 'Eier halten sich am besten im Karton im Kühlschrankfach, nicht in der Tür; ein Ei, das im Wasserglas flach am Boden liegt, ist frisch.',
    generic: 'Die Mahlzeit für morgen mit dem planen, was heute übrig bleibt – so landet nichts im Müll.',
  },
};
