import type { ContentTranslation } from './types'

/** The getting-started course in French, by the English content's keys. */
export const fr: ContentTranslation = {
  topics: {
    'getting-started': { title: 'Premiers pas', description: 'Votre première heure dans la console : où sont les choses, ce que coûte une recherche et comment préparer votre compte.' },
    'finding-leads': { title: 'Trouver des leads', description: 'Cherchez, choisissez les résultats voulus et emportez-les.' },
    keyboard: { title: 'Travailler au clavier', description: 'Tout, dans la console, fonctionne sans souris.' },
  },
  courses: {
    'getting-started': { title: 'Bien démarrer avec la console', description: 'Repérez-vous, comprenez les crédits, rechargez, puis faites venir votre équipe et vos scripts.' },
    'finding-leads': { title: 'Votre première liste de leads', description: 'Lancez une recherche dans une liste, sélectionnez et libellez des résultats, exportez-les.' },
    keyboard: { title: 'L’essentiel du clavier', description: 'La palette, aller sur n’importe quelle page avec g, et ce cours lui-même.' },
  },
  items: {
    'find-your-way': {
      title: 'Repérez-vous',
      body: `La barre latérale à gauche contient les espaces de votre offre : **Recherche de leads** pour trouver et garder des leads, **IA** pour entraîner le rédacteur sur votre activité, **Portefeuille** pour les crédits, et **Paramètres**, toujours présent.

Tout ce que vous pouvez faire est aussi une commande. Appuyez sur \`Ctrl+K\` (\`Cmd+K\` sur Mac) pour ouvrir la palette de commandes, tapez quelques lettres de ce que vous voulez, puis \`Entrée\`. Appuyez à tout moment sur \`Shift+?\` pour voir tous les raccourcis clavier.

Changez de langue depuis la palette : tapez « langue » et choisissez English, Español, Français ou Deutsch.`,
    },
    'read-the-cost': {
      title: 'Lisez le coût avant de chercher',
      body: `Les recherches se paient en crédits. Le formulaire de nouvelle recherche affiche **Ce que coûte cette recherche** avant que vous la lanciez :

- un résultat avec des coordonnées (un e-mail ou un téléphone) coûte des crédits ; un résultat sans coordonnées ne coûte rien ;
- la ligne « Au plus … · … restants ensuite » est le maximum que la recherche peut dépenser avec le nombre maximum de résultats choisi, et votre solde ensuite ;
- baissez **Résultats maximum** pour dépenser moins.

Si vos crédits s’épuisent pendant une recherche, la liste s’arrête avec « Arrêtée : crédits épuisés ». Rechargez, puis reprenez la recherche depuis la liste (\`Shift+R\`) : les résultats déjà obtenus ne sont pas facturés une seconde fois.`,
    },
    'top-up-credits': {
      title: 'Rechargez vos crédits',
      body: `Ouvrez **Paramètres → Portefeuille** (\`g\` puis \`w\`). Il montre vos crédits mensuels, les crédits supplémentaires achetés (valables 12 mois) et les crédits reportés du mois précédent, avec leur échéance.

1. Appuyez sur \`Shift+B\` (Acheter des crédits…) ou utilisez le bouton.
2. Choisissez un pack. La confirmation indique le montant débité, la carte et votre solde ensuite.
3. Confirmez avec le bouton qui indique le montant ; Annuler ou \`Échap\` ne change rien.

Ajoutez d’abord une carte si vous n’en avez pas. La **recharge automatique** achète un pack pour vous quand votre solde passe sous un seuil que vous choisissez. Chaque crédit entrant ou sortant figure dans les transactions, exportables en CSV.`,
    },
    'invite-team': {
      title: 'Invitez un membre de l’équipe',
      body: `Les membres de l’équipe travaillent dans votre compte : vos listes, vos crédits et vos connexions, dans la limite de l’accès que vous leur donnez.

1. Ouvrez **Équipe** (\`g\` puis \`t\`).
2. Saisissez son adresse e-mail et cochez ce qu’il peut utiliser (au moins une option : recherche de leads, IA, portefeuille…).
3. Envoyez l’invitation. Il reçoit un e-mail avec un lien ; il choisit un mot de passe, ou se connecte avec l’identifiant qu’il a déjà.

Vous pouvez à tout moment modifier l’accès d’un membre, renvoyer une invitation ou retirer un membre ; un membre retiré est aussitôt déconnecté de votre compte. Sa barre latérale et sa palette ne montrent que ce que vous avez permis.`,
    },
    'create-api-key': {
      title: 'Créez une clé API',
      body: `Une clé API permet à Zapier et à vos propres scripts d’agir pour votre compte.

1. Ouvrez **Paramètres du profil → Clés API**.
2. Créez une clé et donnez-lui un nom que vous reconnaîtrez plus tard (« Zapier », « Synchro CRM »).
3. Copiez la clé tout de suite : elle n’est affichée **qu’une fois**. La console n’en garde qu’une empreinte (hash).

Envoyez-la avec chaque requête, en \`Authorization: Bearer <clé>\` ou dans un en-tête \`X-API-Key\`. La liste indique quand chaque clé a servi pour la dernière fois ; révoquez une clé devenue inutile, elle cesse aussitôt de fonctionner.`,
    },
    'run-a-search': {
      title: 'Lancez une recherche',
      body: `Ouvrez **Nouvelle recherche** (\`g\` puis \`n\`).

1. Choisissez le type de recherche : **Commerces locaux**, **Entreprises**, **Personnes**, **Domaine**, **Influenceurs** ou **Intention**.
2. Remplissez les filtres du type, et un lieu là où il en demande un.
3. Choisissez la liste qui recevra les résultats : une nouvelle liste avec son nom, ou une liste existante.
4. Vérifiez la ligne du coût, puis appuyez sur \`Ctrl+Entrée\` (\`Cmd+Entrée\` sur Mac) ou sur **Lancer la recherche**.

La recherche tourne en arrière-plan ; sa liste affiche les résultats à mesure qu’ils arrivent, et vous pouvez quitter la page entre-temps.`,
    },
    'select-and-label': {
      title: 'Sélectionnez et libellez des résultats',
      body: `Ouvrez vos listes avec \`g\` puis \`l\`, et ouvrez une liste. Dans son tableau :

- \`j\` et \`k\` passent à la ligne suivante et à la précédente ;
- \`x\` sélectionne ou désélectionne la ligne, \`Shift+X\` sélectionne la plage jusqu’à elle, \`Shift+A\` sélectionne toutes les lignes ;
- \`/\` cherche dans les résultats et \`f\` ouvre plus de filtres.

Avec des résultats sélectionnés, appuyez sur \`Shift+L\` pour leur mettre un libellé personnalisé. Vous nommez vos libellés (« À rappeler », « Chaud »), pour distinguer facilement les résultats choisis.`,
    },
    'export-csv': {
      title: 'Exportez en CSV',
      body: `Dans une liste, appuyez sur \`c\` (Exporter en CSV…) et choisissez quoi exporter :

- toute la liste ;
- seulement les résultats que montre le filtre actuel ;
- seulement les résultats sélectionnés.

Le fichier s’ouvre dans n’importe quel tableur. Pour envoyer des résultats ailleurs automatiquement, connectez un CRM ou un webhook dans **Paramètres → Intégrations** et envoyez la liste avec \`Shift+C\` ou \`Shift+H\`.`,
    },
    palette: {
      title: 'La palette de commandes',
      body: `\`Ctrl+K\` (\`Cmd+K\` sur Mac) ouvre la palette depuis n’importe où, même pendant la saisie dans un champ.

Tapez une partie du nom d’une commande et appuyez sur \`Entrée\`. Chaque ligne affiche son raccourci : vous les apprenez au fil de l’eau. Une commande impossible ici dit pourquoi (« Sélectionnez d’abord des résultats », « Ouvrez d’abord une liste ») au lieu de ne rien faire. Les commandes qui demandent un choix, comme Exporter en CSV…, le demandent dans une seconde étape.`,
    },
    'g-navigation': {
      title: 'Allez partout avec g',
      body: `Appuyez sur \`g\`, puis sur une lettre, pour ouvrir une page (pas pendant la saisie dans un champ) :

- \`g n\` nouvelle recherche, \`g l\` listes enregistrées ;
- \`g w\` portefeuille, \`g i\` intégrations, \`g s\` profil de l’entreprise ;
- \`g a\` entraînement de l’IA, \`g t\` équipe, \`g p\` profil ;
- \`g c\` ces cours.

\`Shift+?\` liste tous les raccourcis de la page où vous êtes.`,
    },
    'course-keys': {
      title: 'Suivez un cours au clavier',
      body: `Sur la page d’un cours :

- \`n\` ouvre l’élément suivant et \`p\` le précédent ;
- \`d\` marque l’élément comme fait, ou de nouveau comme non fait ;
- \`Retour arrière\` (\`Backspace\`) revient à la liste des cours.

Votre progression vous appartient : chaque membre d’une équipe voit ses propres marques.`,
    },
  },
}
