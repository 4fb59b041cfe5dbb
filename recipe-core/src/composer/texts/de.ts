import type { ComposerTexts } from '../types';

/** German. Placeholders: {items} (ingredient list), {min} (minutes), {item} (one ingredient). */
export const DE: ComposerTexts = {
  and: 'und',
  staples: { salt: 'Salz', pepper: 'schwarzer Pfeffer', oil: 'Olivenöl', water: 'Wasser' },
  toTaste: 'nach Bedarf',
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
  },
  titles: {
    frittata: 'Frittata mit {items}',
    omelette: 'Omelett mit {items}',
    'stir-fry': 'Wok-Pfanne mit {items}',
    'pasta-sauce': 'Pasta mit {items}',
    risotto: 'Risotto mit {items}',
    soup: 'Suppe mit {items}',
    salad: 'Salat mit {items}',
    'tray-bake': 'Ofengemüse mit {items}',
    curry: 'Curry mit {items}',
    'fried-rice': 'Gebratener Reis mit {items}',
    stew: 'Eintopf mit {items}',
    'grain-bowl': 'Getreide-Bowl mit {items}',
    gratin: 'Gratin mit {items}',
    pancakes: 'Pfannkuchen mit {items}',
    smoothie: 'Smoothie mit {items}',
    bruschetta: 'Bruschetta mit {items}',
    quesadilla: 'Quesadillas mit {items}',
    shakshuka: 'Shakshuka mit {items}',
    pilaf: 'Pilaw mit {items}',
    'fruit-crumble': 'Crumble mit {items}',
    'quick-pan': 'Pfanne mit {items}',
    'fruit-salad': 'Obstsalat mit {items}',
    flatbread: 'Fladenbrote mit {items}',
    'savoury-tart': 'Herzhafte Tarte mit {items}',
    'hot-chocolate': 'Heiße Schokolade mit {items}',
  },
  fallbackTitle: {
    frittata: 'Einfache Frittata',
    omelette: 'Klassisches Omelett',
    'stir-fry': 'Wok-Gemüse',
    'pasta-sauce': 'Pasta mit Olivenöl und Pfeffer',
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
    bruschetta: 'Bruschetta mit Olivenöl',
    quesadilla: 'Käse-Quesadillas',
    shakshuka: 'Shakshuka',
    pilaf: 'Einfacher Pilaw',
    'fruit-crumble': 'Obst-Crumble',
    'quick-pan': 'Schnelle Pfanne',
    'fruit-salad': 'Obstsalat',
    flatbread: 'Fladenbrote',
    'savoury-tart': 'Herzhafte Tarte',
    'hot-chocolate': 'Heiße Schokolade',
  },
  descriptions: {
    frittata:
      'Dicke, goldbraune Frittata nach italienischer Art, innen schön weich: {items}, langsam in der Pfanne gestockt. Schmeckt warm und am nächsten Tag auch kalt.',
    omelette:
      'Zartes Omelett nach französischer Art: {items}, in der Pfanne gestockt, zusammengeklappt und sofort serviert.',
    'stir-fry':
      'Schnell und knackig aus dem Wok: {items}, bei starker Hitze gebraten, damit alles Biss behält.',
    'pasta-sauce': 'Schnelle Pasta für den Feierabend: {items} – die Sauce gart, während die Nudeln kochen.',
    risotto: 'Cremiges Risotto: {items}, langsam gerührt und zum Schluss neben dem Herd fertig gezogen.',
    soup: 'Wärmende Suppe: {items}, weich geköchelt und fein püriert.',
    salad: 'Frischer Salat: {items}, dazu ein einfaches Dressing.',
    'tray-bake':
      'Alles auf einem Blech gegart: {items}, an den Rändern goldbraun – und nur ein Blech zum Abwaschen.',
    curry: 'Duftendes Curry: {items}, sanft mit Gewürzen geschmort.',
    'fried-rice':
      'Gebratener Reis: {items}, kurz im heißen Wok geschwenkt – die beste Verwertung für Reis vom Vortag.',
    stew: 'Langsam geschmorter, wohltuender Eintopf: {items} – ein wenig Vorbereitung, den Rest erledigt der Topf.',
    'grain-bowl':
      'Bunte Getreide-Bowl: {items}, dazu warmes Getreide, frisches Gemüse und ein spritziges Dressing.',
    gratin: 'Brodelndes Gratin mit goldbrauner Kruste: {items}, im Ofen weich gebacken.',
    pancakes: 'Weiche, fluffige Pfannkuchen: {items} – genau richtig für ein gemütliches Frühstück.',
    smoothie: 'Cremiger, frischer Smoothie: {items}, in wenigen Minuten gemixt.',
    bruschetta: 'Bruschetta nach italienischer Art: {items} auf knusprig geröstetem Brot.',
    quesadilla: 'Knusprige Tortillas mit zerlaufener Füllung: {items}, goldbraun gebraten.',
    shakshuka: 'In würziger Tomatensauce sanft gestockte Eier, dazu: {items}.',
    pilaf: 'Duftender Pilaw: {items}, locker gegart, sodass jedes Korn für sich bleibt.',
    'fruit-crumble': 'Warmes Obst aus dem Ofen unter knusprigen Streuseln: {items}.',
    'quick-pan': 'Schnell aus der Pfanne: {items}, in einer Viertelstunde fertig.',
    'fruit-salad': 'Frischer Obstsalat: {items}, so angemacht, dass das Aroma voll zur Geltung kommt.',
    flatbread: 'Weiche, selbst gemachte Fladenbrote: {items}, in der Pfanne ohne Fett gebacken.',
    'savoury-tart': 'Goldbraune herzhafte Tarte: {items} – schmeckt warm und auch bei Zimmertemperatur.',
    'hot-chocolate': 'Dickflüssige, gehaltvolle heiße Schokolade: {items}.',
  },
  steps: {
    chop: '{items} waschen, putzen und klein schneiden.',
    sliceThin: '{items} in dünne, gleichmäßige Streifen schneiden, damit sie schnell garen.',
    sweatAromatics: '{items} in etwas Öl bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
    sauteVeg: '{items} zugeben, mit einer Prise Salz würzen und weich dünsten, {min} Min.',
    brownProtein:
      '{items} in einer heißen Pfanne in etwas Öl anbraten, {min} Min., dann salzen und pfeffern.',
    boilWater: 'In einem großen Topf Wasser zum Kochen bringen und salzen, {min} Min.',
    cookBase: '{items} in kochendem Salzwasser bissfest garen, {min} Min., dann abgießen.',
    serveOver: 'Auf {items} anrichten und servieren.',
    serve: 'Heiß direkt vom Blech servieren.',
    garnish: '{items} darübergeben und servieren.',
    'frittata.beat': '{items} in einer Schüssel mit je einer Prise Salz und Pfeffer verquirlen.',
    'frittata.set':
      'Die Eiermasse in die Pfanne gießen, den Deckel auflegen und bei schwacher Hitze stocken lassen, bis sie fast fest ist, {min} Min.',
    'frittata.flip':
      'Die Frittata auf einen Teller gleiten lassen, umgedreht zurück in die Pfanne geben und von der anderen Seite braten, {min} Min.',
    'omelette.beat': '{items} mit je einer Prise Salz und Pfeffer nur kurz verquirlen.',
    'omelette.veg':
      '{items} in einer beschichteten Pfanne in etwas Öl weich dünsten, {min} Min., dann herausnehmen und beiseitestellen.',
    'omelette.cook':
      'Etwas Öl in einer beschichteten Pfanne erhitzen, die Eier hineingießen und sanft rühren, bis sie cremig gestockt sind, {min} Min.',
    'omelette.fill':
      '{items} auf einer Hälfte verteilen, das Omelett zusammenklappen und noch {min} Min. garen.',
    'stirfry.protein':
      '{items} im sehr heißen Wok in Öl unter Rühren durchbraten, {min} Min., dann herausnehmen und beiseitestellen.',
    'stirfry.aromatics':
      '{items} mit etwas mehr Öl in den Wok geben und unter Rühren braten, bis es duftet, {min} Min.',
    'stirfry.veg': '{items} zugeben und bei starker Hitze unter Rühren bissfest braten, {min} Min.',
    'stirfry.sauce':
      'Alles zurück in den Wok geben, {items} sowie einen Schuss Wasser zufügen und gut durchschwenken, {min} Min.',
    'pasta.sauce': '{items} mit einem Schuss Nudelwasser in die Pfanne geben und köcheln lassen, {min} Min.',
    'pasta.toss': 'Die Pasta mit etwas Kochwasser in der Sauce schwenken und mit {items} servieren.',
    'risotto.heatStock':
      '{items} mit etwa 1 Liter Wasser in einem Topf erhitzen und knapp unter dem Siedepunkt heiß halten.',
    'risotto.heatWater':
      'Etwa 1 Liter leicht gesalzenes Wasser zum Sieden bringen und heiß halten, {min} Min.',
    'risotto.toast': '{items} in den Topf geben und unter Rühren anrösten, {min} Min.',
    'risotto.cook':
      'Die heiße Flüssigkeit kellenweise angießen und unter Rühren garen, bis der Reis cremig ist, {min} Min.',
    'risotto.finish':
      'Vom Herd nehmen, {items} unterrühren, zudecken und vor dem Servieren 2 Min. ruhen lassen.',
    'soup.simmer':
      '{items} zugeben und so viel Wasser angießen, dass alles zwei Finger breit bedeckt ist. Aufkochen und köcheln lassen, bis alles weich ist, {min} Min.',
    'soup.blend':
      'Die Suppe ganz oder teilweise fein pürieren und mit Salz und Pfeffer abschmecken, {min} Min.',
    'salad.wash': '{items} waschen, trocknen und in mundgerechte Stücke schneiden.',
    'salad.dress': '{items} mit 3 EL Olivenöl, Salz und Pfeffer zu einem Dressing verquirlen.',
    'salad.toss': '{items} zugeben und alles mit dem Dressing vermengen.',
    'tray.heat': 'Den Backofen auf 220 °C (Umluft 200 °C) vorheizen, {min} Min.',
    'tray.toss': 'Das Gemüse auf einem Backblech mit Öl, Salz und Pfeffer vermengen und mit {items} würzen.',
    'tray.roast': 'Im Ofen goldbraun und gar rösten, nach der Hälfte der Zeit einmal wenden, {min} Min.',
    'curry.spices': '{items} einrühren und anrösten, bis es duftet, {min} Min.',
    'curry.simmer': '{items} mit einem Glas Wasser zugeben, zudecken und weich köcheln lassen, {min} Min.',
    'friedrice.egg':
      'Den Reis an den Rand schieben, {items} in die frei gewordene Stelle geben, unter Rühren stocken lassen und unter den Reis mischen, {min} Min.',
    'friedrice.fry':
      'Den kalten Reis zugeben und bei starker Hitze unter ständigem Wenden braten, {min} Min.',
    'risotto.addVeg': '{items} unterrühren und {min} Min. mitgaren.',
    'tray.addProtein': '{items} zwischen das Gemüse legen und mit Salz und Pfeffer würzen.',
    'friedrice.season': 'Mit {items} würzen und gut durchschwenken, {min} Min.',
    season: '{items} zum Würzen zugeben, abschmecken und mit Salz und Pfeffer nachwürzen, {min} Min.',
    'stew.liquid': '{items} zugeben, den Bratsatz vom Topfboden lösen und zum Köcheln bringen, {min} Min.',
    'stew.simmer':
      '{items} zugeben, mit Wasser bedecken, den Deckel auflegen und sanft köcheln lassen, bis alles weich ist, {min} Min.',
    'stew.simmerPlain':
      'Mit Wasser bedecken, den Deckel auflegen und sanft köcheln lassen, bis alles weich ist, {min} Min.',
    'stew.finish':
      'Den Deckel abnehmen, die Sauce eindicken lassen und mit Salz und Pfeffer abschmecken, {min} Min.',
    'bowl.protein': '{items} in einer Pfanne in etwas Öl erwärmen oder garen, {min} Min.',
    'bowl.dress': '{items} mit einem Löffel Öl, Salz und Pfeffer zu einem Dressing verrühren.',
    'bowl.assemble':
      'Getreide und Gemüse auf Schüsseln verteilen, mit dem Dressing beträufeln und {items} darüberstreuen.',
    'bowl.assemblePlain': 'Getreide und Gemüse auf Schüsseln verteilen und mit dem Dressing beträufeln.',
    'gratin.slice': '{items} schälen und in dünne Scheiben schneiden.',
    'gratin.parboil': 'Das Gemüse in Salzwasser vorgaren, {min} Min., dann gut abtropfen lassen.',
    'gratin.layer':
      'Das Gemüse schichtweise in eine geölte Form legen, dabei jede Schicht würzen, und {items} darübergießen.',
    'gratin.layerPlain':
      'Das Gemüse schichtweise in eine geölte Form legen, dabei jede Schicht würzen, und einen Schuss Kochwasser angießen.',
    'gratin.top': '{items} gleichmäßig auf der Oberfläche verteilen.',
    'gratin.bake': 'Im Ofen backen, bis es blubbert und goldbraun ist, {min} Min.',
    'pancakes.batter':
      '{items} mit einer Prise Salz und so viel Wasser verquirlen, dass ein dickflüssiger, glatter Teig entsteht.',
    'pancakes.rest': 'Den Teig ruhen lassen, {min} Min.',
    'pancakes.fruit': '{items} in Scheiben schneiden.',
    'pancakes.cook':
      'Je eine kleine Kelle Teig in einer leicht geölten Pfanne backen, bis sich Bläschen bilden, dann wenden, insgesamt {min} Min.',
    'pancakes.serve': 'Warm servieren und {items} dazu reichen.',
    'smoothie.prep': '{items} schälen und in Stücke schneiden.',
    'smoothie.blend': '{items} zugeben und alles glatt pürieren, {min} Min.',
    'smoothie.blendWater': 'Mit einem Glas kaltem Wasser glatt pürieren, {min} Min.',
    'bruschetta.toast': '{items} in Scheiben schneiden und die Scheiben knusprig rösten, {min} Min.',
    'bruschetta.rub': '{items} halbieren und die warmen Brotscheiben damit einreiben.',
    'bruschetta.topping': '{items} klein schneiden und mit etwas Öl, Salz und Pfeffer vermengen.',
    'bruschetta.top': '{items} auf den Brotscheiben verteilen.',
    'bruschetta.drizzle': 'Mit etwas Olivenöl beträufeln und sofort servieren.',
    'quesadilla.fill':
      'Die Füllung jeweils auf einer Hälfte der Tortillas verteilen, {items} darübergeben und zuklappen.',
    'quesadilla.fillPlain': 'Die Füllung jeweils auf einer Hälfte der Tortillas verteilen und zuklappen.',
    'quesadilla.cook':
      '{items} in einer trockenen Pfanne knusprig backen, bis alles geschmolzen ist, dabei einmal wenden, {min} Min.',
    'shakshuka.sauce': '{items} zugeben und zu einer dicken Sauce einköcheln lassen, {min} Min.',
    'shakshuka.eggs':
      'Kleine Mulden in die Sauce drücken, {items} hineinschlagen, zudecken und garen, bis das Eiweiß gestockt ist, {min} Min.',
    'pilaf.toast': '{items} zugeben und {min} Min. rühren, bis jedes Korn von Öl überzogen ist.',
    'pilaf.simmer':
      '{items} zugeben, die doppelte Menge Wasser angießen, zudecken und bei schwacher Hitze garen, {min} Min.',
    'pilaf.simmerPlain':
      'Die doppelte Menge Wasser angießen, zudecken und bei schwacher Hitze garen, {min} Min.',
    'pilaf.rest': 'Vom Herd nehmen und zugedeckt ruhen lassen, {min} Min., dann mit einer Gabel auflockern.',
    'pilaf.nuts': '{items} in einer Pfanne ohne Fett rösten, {min} Min., und darüberstreuen.',
    'crumble.fruit': '{items} in Stücke schneiden und in einer Auflaufform verteilen.',
    'crumble.rub': '{items} mit den Fingerspitzen zu groben Streuseln verreiben und über dem Obst verteilen.',
    'crumble.bake':
      'Im Ofen backen, bis die Streusel goldbraun sind und es an den Rändern blubbert, {min} Min.',
    'fruitsalad.cut': '{items} schälen und in mundgerechte Stücke schneiden.',
    'fruitsalad.dress': '{items} zugeben und alles behutsam vermengen.',
    'fruitsalad.serve': 'Servieren und {items} dazu reichen.',
    'fruitsalad.chill': 'Kalt stellen, damit sich die Säfte verbinden, {min} Min.',
    'flatbread.dough':
      '{items} mit einer Prise Salz, einem Löffel Öl und so viel warmem Wasser verkneten, dass ein weicher Teig entsteht.',
    'flatbread.rest': 'Kurz durchkneten, zudecken und ruhen lassen, {min} Min.',
    'flatbread.shape': 'Den Teig zu Kugeln formen, dünn ausrollen und {items} in die Oberfläche drücken.',
    'flatbread.cook':
      'Einzeln in einer heißen Pfanne ohne Fett backen, bis sie sich aufblähen und braune Flecken bekommen, dabei einmal wenden, insgesamt {min} Min.',
    'tart.line':
      '{items} in eine Tarteform oder auf ein Backblech legen und den Boden mit einer Gabel mehrmals einstechen.',
    'tart.fill': '{items} mit Salz und Pfeffer verrühren und zusammen mit dem Gemüse auf dem Teig verteilen.',
    'tart.bake': 'Backen, bis der Teig aufgegangen und goldbraun ist, {min} Min.',
    'chocolate.heat': '{items} in einem kleinen Topf erhitzen, aber nicht kochen lassen, {min} Min.',
    'chocolate.heatWater': 'Pro Person einen Becher Wasser in einem kleinen Topf erhitzen, {min} Min.',
    'chocolate.melt':
      '{items} mit dem Schneebesen einrühren, bis alles geschmolzen und glatt ist, {min} Min.',
    'chocolate.spice': '{items} zugeben und noch {min} Min. weiterrühren.',
    'chocolate.serve': 'In Becher füllen und heiß servieren.',
  },
  pantryNote: 'Aus dem Vorrat: nur Salz, Pfeffer, Öl und Wasser.',
  leftOut: 'Nicht verwendet: {items}.',
  reasons: {
    unknown: 'keine uns bekannte Zutat',
    noRole: 'passt nicht zu diesem Gericht',
    tooMany: 'eine weitere Zutat würde das Gericht überladen',
  },
  tips: {
    vegetables:
      'Schalen und Abschnitte von Gemüse wie {item} im Gefrierbeutel sammeln und später zu einer Brühe auskochen.',
    bread:
      'Altbackene Reste von {item} ergeben die besten Semmelbrösel: bei niedriger Temperatur im Ofen trocknen und fein mahlen.',
    cheese:
      'Die Rinde von {item} nicht wegwerfen: In der Suppe mitgekocht, sorgt ein Stück davon für kräftigen Geschmack.',
    fruit:
      'Überreifes Obst wie {item} ist perfekt für Smoothies oder ein schnelles Kompott; in Stücken einfrieren.',
    herbs: 'Reste von {item} fein hacken, mit Öl mischen und in einer Eiswürfelform einfrieren.',
    meat: 'Reste von {item} halten sich 2 Tage im Kühlschrank – in Scheiben geschnitten passen sie in einen Salat oder Wrap.',
    fish: 'Frischen Fisch wie {item} am besten noch am Einkaufstag zubereiten; Reste schmecken zerpflückt wunderbar im Salat.',
    grains:
      'Koche gleich eine größere Menge {item}: Sie hält sich 3 Tage im Kühlschrank und ergibt das Mittagessen für morgen.',
    pasta: 'Reste von {item} werden mit zwei Eiern zu einer knusprigen Nudel-Frittata.',
    legumes: 'Die Flüssigkeit von Hülsenfrüchten wie {item} aufheben: Steif geschlagen ersetzt sie Eischnee.',
    dairy: 'Läuft {item} bald ab, einfach in Pfannkuchen oder einer Sauce aufbrauchen.',
    eggs: 'Übrige Eigelbe oder Eiweiße lassen sich gut einfrieren; am besten die Anzahl notieren.',
    generic: 'Plane die Mahlzeit für morgen mit dem, was heute übrig bleibt – so landet nichts im Müll.',
  },
};
