import type { ContentTranslation } from './types'

/** The getting-started course in German, by the English content's keys. */
export const de: ContentTranslation = {
  topics: {
    'getting-started': { title: 'Erste Schritte', description: 'Ihre erste Stunde in der Konsole: wo was ist, was eine Suche kostet und wie Sie Ihr Konto einrichten.' },
    'finding-leads': { title: 'Leads finden', description: 'Suchen, die gewünschten Ergebnisse auswählen und mitnehmen.' },
    keyboard: { title: 'Mit der Tastatur arbeiten', description: 'Alles in der Konsole funktioniert ohne Maus.' },
  },
  courses: {
    'getting-started': { title: 'Erste Schritte mit der Konsole', description: 'Zurechtfinden, Credits verstehen, aufladen, Team und Skripte dazuholen.' },
    'finding-leads': { title: 'Ihre erste Lead-Liste', description: 'Eine Suche in eine Liste starten, Ergebnisse auswählen und labeln, exportieren.' },
    keyboard: { title: 'Tastatur-Grundlagen', description: 'Die Palette, jede Seite mit g erreichen, und dieser Kurs selbst.' },
  },
  items: {
    'find-your-way': {
      title: 'Zurechtfinden',
      body: `Die Seitenleiste links zeigt die Bereiche Ihres Tarifs: **Lead-Suche** zum Finden und Aufbewahren von Leads, **KI** zum Trainieren des Texters auf Ihr Geschäft, **Guthaben** für Credits und **Einstellungen**, die immer da sind.

Alles, was Sie tun können, ist auch ein Befehl. Drücken Sie \`Strg+K\` (\`Cmd+K\` auf dem Mac), um die Befehlspalette zu öffnen, tippen Sie ein paar Buchstaben und drücken Sie \`Enter\`. Mit \`Shift+?\` sehen Sie jederzeit alle Tastenkürzel.

Die Sprache wechseln Sie in der Palette: Tippen Sie „Sprache“ und wählen Sie English, Español, Français oder Deutsch.`,
    },
    'read-the-cost': {
      title: 'Erst die Kosten lesen, dann suchen',
      body: `Suchen werden mit Credits bezahlt. Das Formular für eine neue Suche zeigt **Was diese Suche kostet**, bevor Sie sie starten:

- ein Ergebnis mit Kontaktdaten (E-Mail oder Telefon) kostet Credits; ein Ergebnis ohne kostet nichts;
- die Zeile „Höchstens … · danach … übrig“ ist das Höchste, was die Suche mit Ihren maximalen Ergebnissen ausgeben kann, und Ihr Guthaben danach;
- senken Sie **Maximale Ergebnisse**, um weniger auszugeben.

Gehen die Credits während einer Suche aus, hält die Liste mit „Angehalten: keine Credits“ an. Laden Sie auf und setzen Sie die Suche in der Liste fort (\`Shift+R\`): Ergebnisse, die Sie schon haben, werden nicht noch einmal berechnet.`,
    },
    'top-up-credits': {
      title: 'Credits aufladen',
      body: `Öffnen Sie **Einstellungen → Guthaben** (\`g\`, dann \`w\`). Dort sehen Sie Ihre monatlichen Credits, gekaufte Zusatz-Credits (12 Monate gültig) und aus dem Vormonat übertragene Credits mit ihrem Ablaufdatum.

1. Drücken Sie \`Shift+B\` (Credits kaufen…) oder nutzen Sie die Schaltfläche.
2. Wählen Sie ein Paket. Die Bestätigung zeigt den Betrag, die Karte und Ihr Guthaben danach.
3. Bestätigen Sie mit der Schaltfläche, die den Betrag nennt; Abbrechen oder \`Esc\` ändert nichts.

Ohne Karte fügen Sie zuerst eine hinzu. Die **automatische Aufladung** kauft ein Paket für Sie, sobald Ihr Guthaben unter eine gewählte Schwelle fällt. Jeder Credit, der hinzukommt oder abgeht, steht in den Transaktionen, die Sie als CSV exportieren können.`,
    },
    'invite-team': {
      title: 'Ein Teammitglied einladen',
      body: `Teammitglieder arbeiten in Ihrem Konto: mit Ihren Listen, Ihren Credits und Ihren Verbindungen, im Rahmen des Zugriffs, den Sie ihnen geben.

1. Öffnen Sie **Team** (\`g\`, dann \`t\`).
2. Geben Sie die E-Mail-Adresse ein und haken Sie an, was die Person nutzen darf (mindestens eine Option: Lead-Suche, KI, Guthaben…).
3. Senden Sie die Einladung. Die Person erhält eine E-Mail mit einem Link; sie legt ein Passwort fest oder meldet sich mit ihrem vorhandenen Login an.

Sie können den Zugriff eines Mitglieds jederzeit ändern, eine Einladung erneut senden oder ein Mitglied entfernen; ein entferntes Mitglied wird sofort aus Ihrem Konto abgemeldet. Seine Seitenleiste und Palette zeigen nur, was Sie erlaubt haben.`,
    },
    'create-api-key': {
      title: 'Einen API-Schlüssel erstellen',
      body: `Mit einem API-Schlüssel handeln Zapier und Ihre eigenen Skripte für Ihr Konto.

1. Öffnen Sie **Profileinstellungen → API-Schlüssel**.
2. Erstellen Sie einen Schlüssel und geben Sie ihm einen Namen, den Sie später wiedererkennen („Zapier“, „CRM-Sync“).
3. Kopieren Sie den Schlüssel sofort: Er wird **nur einmal** angezeigt. Die Konsole speichert nur einen Hash davon.

Senden Sie ihn mit jeder Anfrage, als \`Authorization: Bearer <Schlüssel>\` oder im Header \`X-API-Key\`. Die Liste zeigt, wann jeder Schlüssel zuletzt benutzt wurde; widerrufen Sie einen Schlüssel, den Sie nicht mehr brauchen, und er funktioniert sofort nicht mehr.`,
    },
    'run-a-search': {
      title: 'Eine Suche starten',
      body: `Öffnen Sie **Neue Suche** (\`g\`, dann \`n\`).

1. Wählen Sie den Suchtyp: **Lokale Unternehmen**, **Firmen**, **Personen**, **Domain**, **Influencer** oder **Kaufabsicht**.
2. Füllen Sie die Filter des Typs aus, und einen Ort, wo er danach fragt.
3. Wählen Sie die Liste für die Ergebnisse: eine neue Liste mit Namen oder eine vorhandene.
4. Prüfen Sie die Kostenzeile und drücken Sie \`Strg+Enter\` (\`Cmd+Enter\` auf dem Mac) oder **Suche starten**.

Die Suche läuft im Hintergrund; ihre Liste zeigt die Ergebnisse, sobald sie eintreffen, und Sie können die Seite inzwischen verlassen.`,
    },
    'select-and-label': {
      title: 'Ergebnisse auswählen und labeln',
      body: `Öffnen Sie Ihre Listen mit \`g\`, dann \`l\`, und öffnen Sie eine Liste. In ihrer Tabelle:

- \`j\` und \`k\` gehen zur nächsten und zur vorigen Zeile;
- \`x\` wählt die Zeile aus oder ab, \`Shift+X\` wählt den Bereich bis zu ihr, \`Shift+A\` wählt alle Zeilen;
- \`/\` durchsucht die Ergebnisse, \`f\` öffnet weitere Filter.

Sind Ergebnisse ausgewählt, versehen Sie sie mit \`Shift+L\` mit einem eigenen Label. Labels benennen Sie selbst („Rückruf“, „Heiß“), so bleiben die gewählten Ergebnisse leicht zu unterscheiden.`,
    },
    'export-csv': {
      title: 'Als CSV exportieren',
      body: `Drücken Sie in einer Liste \`c\` (Als CSV exportieren…) und wählen Sie, was exportiert wird:

- die ganze Liste;
- nur die Ergebnisse, die der aktuelle Filter zeigt;
- nur die ausgewählten Ergebnisse.

Die Datei öffnet sich in jeder Tabellenkalkulation. Um Ergebnisse automatisch weiterzugeben, verbinden Sie unter **Einstellungen → Integrationen** ein CRM oder einen Webhook und senden die Liste mit \`Shift+C\` oder \`Shift+H\`.`,
    },
    palette: {
      title: 'Die Befehlspalette',
      body: `\`Strg+K\` (\`Cmd+K\` auf dem Mac) öffnet die Palette von überall, auch während Sie in einem Feld tippen.

Tippen Sie einen Teil des Befehlsnamens und drücken Sie \`Enter\`. Jede Zeile zeigt ihr Tastenkürzel, so lernen Sie sie nebenbei. Ein Befehl, der hier nicht geht, sagt warum („Zuerst Ergebnisse auswählen“, „Zuerst eine Liste öffnen“), statt nichts zu tun. Befehle, die eine Auswahl brauchen, wie Als CSV exportieren…, fragen in einem zweiten Schritt danach.`,
    },
    'g-navigation': {
      title: 'Mit g überallhin',
      body: `Drücken Sie \`g\` und dann einen Buchstaben, um eine Seite zu öffnen (nicht während Sie in einem Feld tippen):

- \`g n\` neue Suche, \`g l\` gespeicherte Listen;
- \`g w\` Guthaben, \`g i\` Integrationen, \`g s\` Unternehmensprofil;
- \`g a\` KI-Training, \`g t\` Team, \`g p\` Profil;
- \`g c\` diese Kurse.

\`Shift+?\` zeigt alle Tastenkürzel der Seite, auf der Sie sind.`,
    },
    'course-keys': {
      title: 'Einen Kurs mit der Tastatur durchgehen',
      body: `Auf einer Kursseite:

- \`n\` öffnet den nächsten Eintrag, \`p\` den vorigen;
- \`d\` markiert den Eintrag als erledigt, oder wieder als nicht erledigt;
- \`Backspace\` führt zurück zur Kursübersicht.

Ihr Fortschritt gehört Ihnen: Jedes Teammitglied sieht seine eigenen Markierungen.`,
    },
  },
}
