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
