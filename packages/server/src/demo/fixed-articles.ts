/**
 * The articles the interface links to by a fixed id (`FIXED_ARTICLE_IDS` of @cairn/domain:
 * help, contact, association, licences, terms of service, dashboard articles, gear articles,
 * the incident database). The demo guidebook holds each of them under its id, in French and
 * English, so that no link of the shell, dashboard, route pages or serac page leads to a
 * missing page. The loader keeps the id sequence above the highest id it inserts.
 */
import { ACTIVITIES, FIXED_ARTICLE_IDS, type FixedArticle } from '@cairn/domain';
import type { Activity, EnumValue } from './enums.ts';
import type { DemoDocument, DemoLocale } from './types.ts';

type Text = { title: string; summary: string; description: string };
type FixedArticleSeed = {
  categories: EnumValue<'article_categories'>[];
  activities: readonly Activity[];
  fr: Text;
  en: Text;
};

const ALL = ACTIVITIES;
const CLIMBING: Activity[] = ['rock_climbing', 'mountain_climbing'];

/** A wikilink to another fixed article, in the guidebook's markdown. */
const to = (key: FixedArticle, lang: 'fr' | 'en', label: string) =>
  `[[articles/${FIXED_ARTICLE_IDS[key]}/${lang}|${label}]]`;

const SEEDS: Record<FixedArticle, FixedArticleSeed> = {
  help: {
    categories: ['site_info'],
    activities: ALL,
    fr: {
      title: 'Aide : bien utiliser le topoguide',
      summary: 'Chercher un itinéraire, lire une fiche, suivre les conditions et contribuer.',
      description: `## Trouver un itinéraire {#search}
Le champ de recherche en haut de page cherche dans les titres des itinéraires, des points de passage, des sorties et des articles. Pour aller plus loin, ouvrez une liste (itinéraires, sorties, points de passage…) et affinez-la avec les filtres : activité, cotations, dénivelé, orientation, région. La carte à côté de la liste montre les résultats ; cochez « Filtrer sur l'étendue de la carte » pour ne garder que ce qui est visible.

## Lire une fiche {#reading}
Une fiche d'itinéraire réunit les cotations, l'approche, la description, le matériel et les sorties récentes. Les sorties sont les comptes rendus des membres : ce sont elles qui disent si les conditions du moment sont bonnes. Lisez toujours les plus récentes avant de partir.

!! Le topoguide est écrit par des bénévoles : une fiche peut être incomplète ou dépassée. Croisez les sources et gardez votre propre jugement en montagne.

## Contribuer {#contributing}
Créez un compte pour raconter vos sorties, corriger une fiche ou ajouter un itinéraire. Les textes s'écrivent en markdown : \`## titre\` pour un intertitre, \`**gras**\`, des listes avec \`-\`, et des liens vers d'autres fiches comme \`[[routes/123|mon itinéraire]]\`. Tout ce que vous publiez est placé sous une licence libre : voyez ${to('licenses', 'fr', 'les licences')} et ${to('termsOfService', 'fr', "les conditions d'utilisation")}.

## Une question ? {#questions}
Le forum est le meilleur endroit pour demander de l'aide. Pour une erreur sur une fiche, utilisez le lien « Signaler un problème » de la fiche, ou ${to('contact', 'fr', 'contactez-nous')}.`,
    },
    en: {
      title: 'Help: making the most of the guidebook',
      summary: 'Finding a route, reading a page, following conditions and contributing.',
      description: `## Finding a route {#search}
The search box at the top of the page looks through the titles of routes, waypoints, outings and articles. To go further, open a list (routes, outings, waypoints…) and narrow it down with the filters: activity, grades, height difference, aspect, area. The map beside the list shows the results; tick "Filter on map extent" to keep only what is in view.

## Reading a page {#reading}
A route page gathers the grades, the approach, the description, the gear and the latest outings. Outings are the members' trip reports: they are what tells you whether current conditions are good. Always read the most recent ones before you go.

!! The guidebook is written by volunteers: a page may be incomplete or out of date. Compare sources and keep your own judgement in the mountains.

## Contributing {#contributing}
Create an account to report your outings, correct a page or add a route. Texts are written in markdown: \`## title\` for a heading, \`**bold**\`, lists with \`-\`, and links to other pages such as \`[[routes/123|my route]]\`. Everything you publish is under a free licence: see ${to('licenses', 'en', 'the licences')} and ${to('termsOfService', 'en', 'the terms of use')}.

## A question? {#questions}
The forum is the best place to ask for help. For a mistake on a page, use the page's "Report a problem" link, or ${to('contact', 'en', 'contact us')}.`,
    },
  },
  contact: {
    categories: ['site_info', 'association'],
    activities: ALL,
    fr: {
      title: 'Nous contacter',
      summary: "Où poser une question, signaler une erreur ou joindre l'association.",
      description: `## Une erreur sur une fiche
Chaque fiche a un lien « Signaler un problème » qui prépare un message avec l'adresse de la page. Si vous avez un compte, le plus rapide reste de corriger la fiche vous-même : toutes les versions sont conservées et peuvent être rétablies.

## Une question sur le site ou sur une course
Posez-la sur le forum : la communauté y répond vite, et la réponse servira à d'autres. La catégorie « Fonctionnement du site » est faite pour les questions sur le topoguide lui-même.

## L'association
Pour un partenariat, une demande de la presse ou une question sur l'adhésion, écrivez au bureau de l'association par le forum, en message privé au compte de l'association. Voir aussi ${to('association', 'fr', "la présentation de l'association")} et ${to('partners', 'fr', 'nos partenaires')}.

!! Nous ne pouvons pas donner d'avis personnalisé sur la faisabilité d'une course : renseignez-vous auprès des gardiens de refuge, des bureaux des guides et des bulletins d'avalanche.`,
    },
    en: {
      title: 'Contact us',
      summary: 'Where to ask a question, report a mistake or reach the association.',
      description: `## A mistake on a page
Every page has a "Report a problem" link that prepares a message holding the page's address. If you have an account, the quickest way is still to correct the page yourself: every version is kept and can be restored.

## A question about the site or a climb
Ask it on the forum: the community answers quickly, and the answer will help others. The "Site feedback" category is there for questions about the guidebook itself.

## The association
For a partnership, a press enquiry or a question about membership, write to the association's board through the forum, as a private message to the association's account. See also ${to('association', 'en', 'who we are')} and ${to('partners', 'en', 'our partners')}.

!! We cannot give personal advice on whether a climb is feasible: ask hut keepers and mountain guide offices, and read the avalanche bulletins.`,
    },
  },
  association: {
    categories: ['association'],
    activities: ALL,
    fr: {
      title: "L'association",
      summary:
        'Une association à but non lucratif, animée par des bénévoles, qui fait vivre un topoguide libre.',
      description: `## Qui sommes-nous ?
Cairn est édité par une association à but non lucratif. Elle rassemble des pratiquants de tous les sports de montagne, de la randonnée à l'alpinisme, qui partagent une conviction : l'information sur la montagne doit être libre, à jour et accessible à tous.

## Ce que fait l'association
- Elle héberge le site et paie les serveurs, les noms de domaine et les fonds de carte.
- Elle veille au respect des ${to('termsOfService', 'fr', "conditions d'utilisation")} et anime l'équipe de modération.
- Elle organise des rencontres entre membres et le ${to('contest', 'fr', 'concours photo')} annuel.
- Elle soutient les actions de prévention, comme ${to('serac', 'fr', "la base d'accidents et d'incidents")}.

## Comment elle fonctionne
Les adhérents élisent chaque année un conseil d'administration, qui désigne un bureau. Les comptes sont présentés à l'assemblée générale. Le site vit des cotisations et des dons : pas de publicité ciblée, pas de revente de données.

Envie de participer ? ${to('joinUs', 'fr', 'Rejoignez-nous')}.`,
    },
    en: {
      title: 'The association',
      summary: 'A non-profit association, run by volunteers, behind a free guidebook.',
      description: `## Who we are
Cairn is published by a non-profit association. It brings together people from every mountain sport, from hiking to mountaineering, who share one belief: information about the mountains should be free, up to date and open to everyone.

## What the association does
- It hosts the site and pays for the servers, the domain names and the base maps.
- It upholds the ${to('termsOfService', 'en', 'terms of use')} and leads the moderation team.
- It organises members' meetings and the yearly ${to('contest', 'en', 'photo contest')}.
- It supports prevention, such as ${to('serac', 'en', 'the accident and incident database')}.

## How it works
Members elect a board every year, which appoints its officers. The accounts are presented at the general meeting. The site lives on membership fees and donations: no targeted advertising, no selling of data.

Want to take part? ${to('joinUs', 'en', 'Join us')}.`,
    },
  },
  joinUs: {
    categories: ['association'],
    activities: ALL,
    fr: {
      title: 'Nous rejoindre',
      summary: "Adhérer, donner un coup de main ou contribuer : toutes les façons d'aider.",
      description: `## Adhérer
L'adhésion est annuelle et son montant est libre à partir d'une petite somme. Elle donne le droit de vote à l'assemblée générale et finance l'hébergement du site. Les membres adhérents ne voient pas plus de contenu que les autres : le topoguide reste libre et gratuit pour tous.

## Contribuer au topoguide
Le plus simple est de raconter vos sorties : date, conditions, horaires, état de la neige ou du rocher. Ces comptes rendus sont précieux pour ceux qui partent après vous. Vous pouvez aussi compléter les fiches, ajouter des photos ou traduire des fiches dans une autre langue.

## Donner du temps
L'association a besoin de bénévoles :

- des modérateurs pour relire et fusionner les fiches en double ;
- des traducteurs pour l'interface et les articles ;
- des développeurs et des graphistes ;
- des relais locaux pour organiser des rencontres.

Présentez-vous sur le forum ou ${to('contact', 'fr', 'contactez-nous')}.`,
    },
    en: {
      title: 'Join us',
      summary: 'Become a member, lend a hand or contribute: every way to help.',
      description: `## Becoming a member
Membership is yearly and you choose the amount above a small minimum. It gives you a vote at the general meeting and pays for hosting the site. Members do not see more content than anyone else: the guidebook stays free for everyone.

## Contributing to the guidebook
The easiest start is to report your outings: date, conditions, timings, state of the snow or the rock. These reports are precious for those who go after you. You can also complete pages, add photos or translate pages into another language.

## Giving time
The association needs volunteers:

- moderators to review pages and merge duplicates;
- translators for the interface and the articles;
- developers and designers;
- local contacts to organise meetings.

Introduce yourself on the forum or ${to('contact', 'en', 'contact us')}.`,
    },
  },
  partners: {
    categories: ['association'],
    activities: ALL,
    fr: {
      title: 'Nos partenaires',
      summary: 'Avec qui nous travaillons, et à quelles conditions.',
      description: `## Des partenaires au service du contenu
L'association travaille avec des structures qui partagent son but : une montagne mieux connue et plus sûre. Ce sont surtout des fédérations et clubs de sports de montagne, des services de secours, des organismes de prévision des avalanches, des refuges et des producteurs de données géographiques ouvertes.

## Ce qu'un partenariat peut être
- Des données : fonds de carte, limites administratives, informations sur les zones protégées.
- De la prévention : relais des bulletins, travail commun sur ${to('serac', 'fr', "la base d'accidents")}.
- Du soutien : dons, prêt de salles pour nos rencontres, lots pour le ${to('contest', 'fr', 'concours photo')}.

## Nos règles
Un partenaire n'a aucun droit sur le contenu : les fiches restent écrites et corrigées par la communauté, sous les mêmes ${to('licenses', 'fr', 'licences')}. Aucun partenariat ne donne accès aux données personnelles des membres.

Pour proposer un partenariat, ${to('contact', 'fr', 'contactez le bureau')}.`,
    },
    en: {
      title: 'Our partners',
      summary: 'Who we work with, and on what terms.',
      description: `## Partners serving the content
The association works with organisations that share its aim: mountains that are better known and safer. They are mostly mountain sports federations and clubs, rescue services, avalanche forecasting bodies, huts and producers of open geographic data.

## What a partnership can be
- Data: base maps, administrative boundaries, information on protected areas.
- Prevention: relaying bulletins, joint work on ${to('serac', 'en', 'the accident database')}.
- Support: donations, rooms for our meetings, prizes for the ${to('contest', 'en', 'photo contest')}.

## Our rules
A partner has no say over the content: pages are still written and corrected by the community, under the same ${to('licenses', 'en', 'licences')}. No partnership gives access to members' personal data.

To suggest a partnership, ${to('contact', 'en', 'contact the board')}.`,
    },
  },
  licenses: {
    categories: ['site_info'],
    activities: ALL,
    fr: {
      title: 'Licences des contenus',
      summary: 'CC-by-sa pour les documents collaboratifs, CC-by-nc-nd pour les documents personnels.',
      description: `## Deux sortes de documents
Le topoguide distingue les documents **collaboratifs**, que tout membre peut modifier, et les documents **personnels**, qui n'appartiennent qu'à leur auteur. La licence d'un document en découle et figure en bas de chaque page.

## Documents collaboratifs : CC-by-sa 3.0
Les itinéraires, points de passage, zones, ouvrages, cartes, articles collaboratifs et images collaboratives sont sous licence Creative Commons **Attribution – Partage dans les mêmes conditions 3.0** (CC-by-sa). Vous pouvez les copier, les modifier et les réutiliser, même commercialement, à deux conditions :

- citer la source (Cairn et l'adresse de la page) et les auteurs ;
- publier vos modifications sous la même licence.

## Documents personnels : CC-by-nc-nd 3.0
Les sorties, profils, rapports d'incident, articles personnels et images personnelles sont sous licence **Attribution – Pas d'utilisation commerciale – Pas de modification 3.0** (CC-by-nc-nd). Vous pouvez les partager tels quels, en citant l'auteur, sans usage commercial et sans les modifier.

## Images sous copyright
Certaines images, comme les couvertures d'ouvrages, restent sous le droit d'auteur de leur éditeur. Elles ne peuvent pas être réutilisées sans son accord.

!! En publiant sur le site, vous acceptez que votre contribution soit diffusée sous la licence du document. Ne publiez que des textes et des photos dont vous êtes l'auteur ou dont la licence le permet. Voir aussi ${to('termsOfService', 'fr', "les conditions d'utilisation")}.`,
    },
    en: {
      title: 'Content licences',
      summary: 'CC-by-sa for collaborative documents, CC-by-nc-nd for personal documents.',
      description: `## Two kinds of documents
The guidebook tells **collaborative** documents, which any member may edit, from **personal** documents, which belong to their author alone. A document's licence follows from that and is shown at the bottom of every page.

## Collaborative documents: CC-by-sa 3.0
Routes, waypoints, areas, books, maps, collaborative articles and collaborative images are under the Creative Commons **Attribution-ShareAlike 3.0** licence (CC-by-sa). You may copy, change and reuse them, even commercially, on two conditions:

- credit the source (Cairn and the page's address) and the authors;
- publish your changes under the same licence.

## Personal documents: CC-by-nc-nd 3.0
Outings, profiles, incident reports, personal articles and personal images are under the **Attribution-NonCommercial-NoDerivs 3.0** licence (CC-by-nc-nd). You may share them as they are, crediting the author, with no commercial use and without changing them.

## Copyright images
Some images, such as book covers, remain under their publisher's copyright. They may not be reused without the publisher's consent.

!! By publishing on the site, you agree that your contribution is released under the document's licence. Only publish texts and photos you made yourself or whose licence allows it. See also ${to('termsOfService', 'en', 'the terms of use')}.`,
    },
  },
  termsOfService: {
    categories: ['site_info'],
    activities: ALL,
    fr: {
      title: "Conditions d'utilisation",
      summary: 'Les règles du site, en clair.',
      description: `## 1. Objet
Ces conditions régissent l'utilisation du site Cairn, édité par ${to('association', 'fr', "l'association")}. Créer un compte vaut acceptation de ces conditions.

## 2. Votre compte
Vous choisissez un nom d'utilisateur et un mot de passe que vous gardez secrets. Vous êtes responsable de ce qui est publié depuis votre compte. Vous pouvez demander sa fermeture à tout moment ; les contributions aux documents collaboratifs restent publiées sous leur licence.

## 3. Ce que vous publiez
- Vous ne publiez que des contenus dont vous êtes l'auteur ou que la licence permet de reprendre.
- Vos contributions sont diffusées sous les ${to('licenses', 'fr', 'licences du site')}.
- Pas de contenu illégal, injurieux, publicitaire ou portant atteinte à la vie privée d'autrui.
- Les modérateurs peuvent corriger, masquer ou supprimer un contenu qui ne respecte pas ces règles, et bloquer un compte en cas d'abus répétés.

## 4. Sécurité en montagne
Les informations du site sont données par des bénévoles, sans garantie d'exactitude ni d'actualité. La montagne comporte des risques : chacun reste seul juge de ses choix et responsable de sa sécurité. L'association ne saurait être tenue responsable d'un accident lié à l'usage de ces informations.

## 5. Données personnelles
Nous ne conservons que les données utiles au fonctionnement du site : adresse e-mail, préférences, contributions. Elles ne sont ni vendues ni cédées. Vous pouvez les consulter, les corriger ou demander leur suppression en ${to('contact', 'fr', 'nous contactant')}.

## 6. Modifications
Ces conditions peuvent évoluer ; les membres sont prévenus des changements importants.`,
    },
    en: {
      title: 'Terms of use',
      summary: 'The rules of the site, in plain words.',
      description: `## 1. Purpose
These terms govern the use of the Cairn site, published by ${to('association', 'en', 'the association')}. Creating an account means accepting them.

## 2. Your account
You choose a user name and a password, which you keep secret. You are responsible for what is published from your account. You may ask for it to be closed at any time; contributions to collaborative documents stay published under their licence.

## 3. What you publish
- Only publish content you made yourself or whose licence allows it to be reused.
- Your contributions are released under the ${to('licenses', 'en', "site's licences")}.
- No illegal, abusive or advertising content, and nothing that invades someone else's privacy.
- Moderators may correct, mask or delete content that breaks these rules, and block an account after repeated abuse.

## 4. Safety in the mountains
The information on the site is given by volunteers, with no guarantee that it is accurate or current. The mountains carry risks: everyone remains the sole judge of their choices and responsible for their own safety. The association cannot be held liable for an accident linked to the use of this information.

## 5. Personal data
We only keep the data the site needs to work: e-mail address, preferences, contributions. They are neither sold nor handed over. You may see them, correct them or ask for them to be deleted by ${to('contact', 'en', 'contacting us')}.

## 6. Changes
These terms may change; members are told about important changes.`,
    },
  },
  articlesSummary: {
    categories: ['site_info'],
    activities: ALL,
    fr: {
      title: 'Sommaire des articles',
      summary: 'Les articles du topoguide, rangés par thème.',
      description: `Les articles complètent les fiches d'itinéraires : technique, matériel, milieu montagnard, récits. Les articles **collaboratifs** sont écrits à plusieurs ; les articles **personnels** sont des récits ou des avis signés par leur auteur.

## Pour débuter
- ${to('getReadyForClimbing', 'fr', "Bien se préparer à l'escalade")}
- ${to('help', 'fr', 'Bien utiliser le topoguide')}

## Matériel
- ${to('mountainClimbingEasy', 'fr', 'Alpinisme facile')}
- ${to('snowIceMixedEasy', 'fr', 'Neige, glace et mixte faciles')}
- ${to('crag', 'fr', 'Escalade en falaise (couenne)')}
- ${to('bolted', 'fr', 'Grandes voies équipées')}
- ${to('trad', 'fr', 'Escalade en terrain d’aventure')}
- ${to('bouldering', 'fr', 'Bloc')}

## Sécurité et prévention
- ${to('serac', 'fr', "La base d'accidents et d'incidents")}

## Vie du site
- ${to('contest', 'fr', 'Le concours photo')}
- ${to('licenses', 'fr', 'Les licences')}
- ${to('association', 'fr', "L'association")}

!! La liste complète des articles, avec ses filtres par activité et par catégorie, est dans le menu « Articles ».`,
    },
    en: {
      title: 'Summary of articles',
      summary: "The guidebook's articles, by subject.",
      description: `Articles complete the route pages: technique, gear, the mountain environment, stories. **Collaborative** articles are written together; **personal** articles are stories or opinions signed by their author.

## Getting started
- ${to('getReadyForClimbing', 'en', 'Get ready for climbing')}
- ${to('help', 'en', 'Making the most of the guidebook')}

## Gear
- ${to('mountainClimbingEasy', 'en', 'Easy mountaineering')}
- ${to('snowIceMixedEasy', 'en', 'Easy snow, ice and mixed')}
- ${to('crag', 'en', 'Single-pitch sport climbing')}
- ${to('bolted', 'en', 'Bolted multi-pitch routes')}
- ${to('trad', 'en', 'Trad climbing')}
- ${to('bouldering', 'en', 'Bouldering')}

## Safety and prevention
- ${to('serac', 'en', 'The accident and incident database')}

## Life of the site
- ${to('contest', 'en', 'The photo contest')}
- ${to('licenses', 'en', 'Licences')}
- ${to('association', 'en', 'The association')}

!! The full list of articles, with filters by activity and category, is under "Articles" in the menu.`,
    },
  },
  getReadyForClimbing: {
    categories: ['technical'],
    activities: CLIMBING,
    fr: {
      title: "Bien se préparer à l'escalade",
      summary: 'De la salle au rocher : les bases pour grimper en sécurité.',
      description: `## Apprendre avec d'autres
Les premières séances se font idéalement avec un club, un moniteur ou des amis expérimentés. On y apprend les gestes qui sauvent : s'encorder, assurer, parer, communiquer. Une saison en salle est un bon début, mais le rocher demande d'autres savoir-faire : lire le terrain, juger un point, descendre en rappel.

## Le contrôle mutuel avant chaque voie
- baudrier bien serré, boucles fermées ;
- nœud d'encordement en huit terminé, passé dans les deux pontets ;
- système d'assurage correctement monté, mousqueton verrouillé ;
- nœud en bout de corde, et corde assez longue pour redescendre.

!!! La plupart des accidents en falaise viennent d'un oubli simple : nœud non terminé, corde trop courte, mauvaise communication au relais. Le contrôle mutuel prend dix secondes.

## Choisir sa voie
Commencez deux ou trois degrés sous votre niveau en salle : les cotations, les prises et les dégaines ne se lisent pas de la même façon dehors. Lisez la fiche de l'itinéraire et les dernières sorties, et vérifiez l'équipement annoncé.

## Le matériel
Voyez les listes de matériel ${to('crag', 'fr', 'pour la falaise')}, ${to('bolted', 'fr', 'pour les grandes voies équipées')} et ${to('trad', 'fr', 'pour le terrain d’aventure')}.`,
    },
    en: {
      title: 'Get ready for climbing',
      summary: 'From the wall to the rock: the basics for climbing safely.',
      description: `## Learn with others
First sessions are best done with a club, an instructor or experienced friends. That is where you learn the skills that save lives: tying in, belaying, spotting, communicating. A season indoors is a good start, but rock asks for other skills: reading the terrain, judging a piece of protection, abseiling.

## The buddy check before every route
- harness snug, buckles closed;
- figure-of-eight knot finished and through both tie-in points;
- belay device threaded correctly, screwgate locked;
- a knot in the end of the rope, and a rope long enough to lower off.

!!! Most accidents at the crag come from a simple oversight: an unfinished knot, a rope too short, a misunderstanding at the anchor. The buddy check takes ten seconds.

## Choosing a route
Start two or three grades below your indoor level: grades, holds and bolts do not read the same way outside. Read the route page and the latest outings, and check the stated equipment.

## Gear
See the gear lists ${to('crag', 'en', 'for single-pitch crags')}, ${to('bolted', 'en', 'for bolted multi-pitch routes')} and ${to('trad', 'en', 'for trad climbing')}.`,
    },
  },
  contest: {
    categories: ['c2c_meetings', 'association'],
    activities: ALL,
    fr: {
      title: 'Le concours photo',
      summary: 'Chaque année, les plus belles images de la saison, choisies par un jury et par le public.',
      description: `## Le principe
Chaque année, l'association organise un concours parmi les images publiées sur le site pendant la saison. Il n'y a rien à remplir : toute image personnelle ou collaborative ajoutée à une sortie, un itinéraire ou un point de passage pendant la période du concours est candidate.

## Les catégories
Selon les années, les prix récompensent par exemple :

- le paysage ;
- l'action ;
- l'image « topoguide », celle qui aide le mieux à trouver son chemin ;
- la faune, la flore et l'inclassable ;
- le prix du public et le prix du jury.

## Le vote
Un jury de membres fait une première sélection, puis les membres votent pour le prix du public. Les lauréats de chaque année sont présentés sur la page du concours, avec la liste des candidates.

!! Une bonne photo de topoguide montre l'itinéraire : tracez la ligne de la voie sur l'image, indiquez l'orientation et la date.`,
    },
    en: {
      title: 'The photo contest',
      summary: "Every year, the season's finest pictures, chosen by a jury and by the public.",
      description: `## How it works
Every year the association holds a contest among the images published on the site during the season. There is nothing to fill in: any personal or collaborative image added to an outing, a route or a waypoint during the contest period takes part.

## Categories
Depending on the year, prizes reward for instance:

- landscape;
- action;
- the "topoguide" picture, the one that best helps find the way;
- fauna, flora and the unclassifiable;
- the public prize and the jury prize.

## Voting
A jury of members makes a first selection, then members vote for the public prize. Each year's winners are shown on the contest page, with the list of candidates.

!! A good topoguide picture shows the route: draw the line of the climb on the image, give the aspect and the date.`,
    },
  },
  mountainClimbingEasy: {
    categories: ['gear'],
    activities: ['mountain_climbing'],
    fr: {
      title: 'Matériel : alpinisme facile',
      summary: 'Ce qu’il faut pour une course facile (F à PD) en rocher et en neige.',
      description: `Pour une course facile, arêtes et sommets cotés F à PD, l'objectif est d'être léger sans rien oublier d'essentiel.

## Sur soi
- casque et baudrier ;
- chaussures d'alpinisme compatibles avec les crampons ;
- crampons et piolet dès qu'il y a de la neige ou un glacier ;
- vêtements en couches : sous-couche, polaire, veste imperméable, gants fins et gants chauds, bonnet, lunettes de catégorie 4.

## Pour la cordée
- une corde à simple de 30 à 50 m, ou une demi-corde utilisée en simple sur terrain facile ;
- 4 à 6 dégaines, 2 ou 3 anneaux de sangle de 120 cm ;
- 3 mousquetons à vis, un descendeur-assureur, une cordelette pour l'autobloquant ;
- sur glacier : une broche à glace, une poulie et le matériel de sauvetage en crevasse.

## Dans le sac
Eau, nourriture, frontale, trousse de secours, couverture de survie, téléphone chargé et le topo. Regardez les dernières sorties : elles disent si le glacier est bouché ou si l'arête est sèche.

Voir aussi ${to('snowIceMixedEasy', 'fr', 'le matériel pour la neige, la glace et le mixte')}.`,
    },
    en: {
      title: 'Gear: easy mountaineering',
      summary: 'What you need for an easy climb (F to PD) on rock and snow.',
      description: `For an easy climb, ridges and summits graded F to PD, the aim is to travel light without forgetting anything essential.

## On you
- helmet and harness;
- mountaineering boots that take crampons;
- crampons and an ice axe as soon as there is snow or a glacier;
- clothing in layers: base layer, fleece, waterproof jacket, thin and warm gloves, hat, category 4 sunglasses.

## For the rope team
- a 30 to 50 m single rope, or a half rope used single on easy ground;
- 4 to 6 quickdraws, 2 or 3 120 cm slings;
- 3 screwgates, a belay device, a cord for a friction hitch;
- on a glacier: an ice screw, a pulley and the crevasse rescue kit.

## In the pack
Water, food, head torch, first-aid kit, emergency blanket, a charged phone and the route description. Read the latest outings: they tell you whether the glacier is well covered or the ridge is dry.

See also ${to('snowIceMixedEasy', 'en', 'the gear for snow, ice and mixed')}.`,
    },
  },
  snowIceMixedEasy: {
    categories: ['gear'],
    activities: ['snow_ice_mixed', 'mountain_climbing'],
    fr: {
      title: 'Matériel : neige, glace et mixte faciles',
      summary: 'Couloirs et pentes de neige jusqu’à 45°, goulottes faciles : la liste.',
      description: `Pour les couloirs et pentes de neige jusqu'à 45° environ et les goulottes faciles, le matériel doit permettre de progresser, de s'assurer sur la glace et de se sortir d'une crevasse.

## Progression
- crampons à pointes avant, réglés sur les chaussures avant de partir ;
- un piolet classique, ou deux piolets techniques dans les passages raides ;
- casque : les chutes de glace et de pierres sont le premier danger des couloirs.

## Assurage
- deux demi-cordes de 50 à 60 m, ou une corde à simple sur terrain facile ;
- 3 à 5 broches à glace, 4 à 6 dégaines dont deux longues ;
- quelques coinceurs et sangles pour les relais au rocher ;
- un assureur permettant d'assurer un ou deux seconds.

## Glacier et sauvetage
Poulie, cordelettes, mousquetons à vis et une broche pour le mouflage. Révisez la technique avant la saison.

!!! Partez tôt et regardez le regel : une neige qui n'a pas regelé pendant la nuit rend un couloir dangereux. Consultez le bulletin d'avalanche et les dernières sorties.`,
    },
    en: {
      title: 'Gear: easy snow, ice and mixed',
      summary: 'Couloirs, snow slopes up to 45° and easy gullies: the list.',
      description: `For couloirs and snow slopes up to about 45° and easy ice gullies, the gear must let you move, protect yourself on ice and get out of a crevasse.

## Moving
- crampons with front points, fitted to your boots before you leave;
- a classic ice axe, or two technical tools on steep sections;
- helmet: falling ice and stones are the first danger in couloirs.

## Protection
- two 50 to 60 m half ropes, or a single rope on easy ground;
- 3 to 5 ice screws, 4 to 6 quickdraws including two long ones;
- a few nuts and slings for anchors on rock;
- a belay device that can belay one or two seconds.

## Glacier and rescue
Pulley, cords, screwgates and an ice screw for a hauling system. Practise the technique before the season.

!!! Start early and check the overnight freeze: snow that has not frozen overnight makes a couloir dangerous. Read the avalanche bulletin and the latest outings.`,
    },
  },
  bouldering: {
    categories: ['gear'],
    activities: ['rock_climbing'],
    fr: {
      title: 'Matériel : bloc',
      summary: 'Crash pad, chaussons, magnésie et parade : l’essentiel pour le bloc.',
      description: `Le bloc se pratique sans corde, sur des rochers de quelques mètres. La sécurité repose sur la réception et sur la parade.

## L'essentiel
- un ou plusieurs crash pads, placés là où l'on tombe vraiment, pas seulement sous le départ ;
- des chaussons précis, plutôt serrés ;
- de la magnésie et une brosse souple pour nettoyer les prises ;
- un petit tapis pour essuyer les chaussons avant de partir.

## La parade
Le pareur ne rattrape pas le grimpeur : il guide sa chute vers le crash pad et protège sa tête et son dos. Bras tendus, doigts serrés, regard sur les hanches du grimpeur.

## Respecter les sites
Brossez les traces de magnésie en partant, ne grimpez pas sur un rocher mouillé (il casse plus facilement), restez sur les sentiers et remportez vos déchets. Certains sites ont des périodes de fermeture pour la nidification : lisez la fiche du site avant de partir.`,
    },
    en: {
      title: 'Gear: bouldering',
      summary: 'Crash pad, shoes, chalk and spotting: bouldering essentials.',
      description: `Bouldering is climbing without a rope, on rocks a few metres high. Safety depends on landing and spotting.

## Essentials
- one or more crash pads, placed where you will really fall, not only under the start;
- precise, fairly tight climbing shoes;
- chalk and a soft brush to clean the holds;
- a small mat to wipe your shoes before starting.

## Spotting
The spotter does not catch the climber: they guide the fall onto the crash pad and protect the head and back. Arms out, fingers together, eyes on the climber's hips.

## Caring for the sites
Brush off chalk marks when you leave, do not climb on wet rock (it breaks more easily), stay on the paths and take your litter home. Some sites close during nesting seasons: read the site's page before you go.`,
    },
  },
  crag: {
    categories: ['gear'],
    activities: ['rock_climbing'],
    fr: {
      title: 'Matériel : escalade en falaise (couenne)',
      summary: 'Pour les voies d’une longueur équipées : corde, dégaines et assurage.',
      description: `Les couennes sont des voies d'une seule longueur, équipées de points fixes, dont on redescend en moulinette depuis le relais.

## Le matériel
- une corde à simple de 70 à 80 m : vérifiez la hauteur des voies sur la fiche du site ;
- 12 à 16 dégaines ;
- un système d'assurage, de préférence à freinage assisté, et un mousqueton à vis ;
- baudrier, chaussons, sac à magnésie ;
- un casque, pour le grimpeur comme pour l'assureur, surtout au pied des falaises qui s'effritent.

## Au relais
Pour redescendre en moulinette, passez la corde dans les maillons ou mousquetons du relais. Si le relais est fait de deux points non reliés, vous devez savoir faire une manœuvre de réchappe avec une longe et un mousqueton à vis.

!! Faites un nœud en bout de corde, à chaque fois. Une corde trop courte pour une voie longue est une cause d'accident classique.

Pour débuter, lisez ${to('getReadyForClimbing', 'fr', "Bien se préparer à l'escalade")}.`,
    },
    en: {
      title: 'Gear: single-pitch sport climbing',
      summary: 'For bolted single-pitch routes: rope, quickdraws and belaying.',
      description: `Single-pitch sport routes are one rope length long, protected by bolts, and you are lowered off from the anchor.

## Gear
- a 70 to 80 m single rope: check the height of the routes on the crag's page;
- 12 to 16 quickdraws;
- a belay device, preferably assisted-braking, and a screwgate;
- harness, climbing shoes, chalk bag;
- a helmet, for the climber and for the belayer, especially under crumbly cliffs.

## At the anchor
To be lowered off, thread the rope through the anchor's rings or carabiners. If the anchor is two separate bolts, you must know how to thread it safely with a sling and a screwgate.

!! Tie a knot in the end of the rope, every time. A rope too short for a long route is a classic cause of accidents.

To start out, read ${to('getReadyForClimbing', 'en', 'Get ready for climbing')}.`,
    },
  },
  bolted: {
    categories: ['gear'],
    activities: ['rock_climbing'],
    fr: {
      title: 'Matériel : grandes voies équipées',
      summary: 'Plusieurs longueurs sur points fixes : cordes, relais et descente en rappel.',
      description: `Une grande voie équipée enchaîne plusieurs longueurs sur des points fixes. On grimpe en cordée, on fait des relais et on redescend souvent en rappel.

## Les cordes
Deux demi-cordes de 50 à 60 m permettent des rappels de pleine longueur ; une corde à simple suffit si la fiche indique des rappels courts ou une descente à pied.

## Le matériel de la cordée
- 12 à 14 dégaines, dont quelques-unes longues ;
- 2 ou 3 sangles de 120 cm pour les relais et les points douteux ;
- pour chacun : une longe, un assureur utilisable en mode autobloquant, 3 ou 4 mousquetons à vis, une cordelette pour l'autobloquant en rappel ;
- casque obligatoire : les chutes de pierres viennent souvent des cordées du dessus ;
- frontale, coupe-vent, eau et topo.

## Avant de partir
Lisez sur la fiche l'équipement annoncé, la descente et l'horaire. Regardez les dernières sorties : un relais abîmé ou un rappel coincé y est souvent signalé.

Si l'équipement est espacé ou incomplet, voyez ${to('trad', 'fr', 'le matériel du terrain d’aventure')}.`,
    },
    en: {
      title: 'Gear: bolted multi-pitch routes',
      summary: 'Several pitches on bolts: ropes, belays and abseiling down.',
      description: `A bolted multi-pitch route links several pitches on fixed protection. You climb as a rope team, build belays and often abseil down.

## Ropes
Two 50 to 60 m half ropes allow full-length abseils; a single rope is enough if the page mentions short abseils or a walk-off.

## The team's gear
- 12 to 14 quickdraws, some of them long;
- 2 or 3 120 cm slings for belays and doubtful bolts;
- for each climber: a lanyard, a belay device with a guide mode, 3 or 4 screwgates, a cord for a friction hitch when abseiling;
- a helmet, always: stone fall often comes from the teams above;
- head torch, windproof, water and the route description.

## Before leaving
Check on the page the stated equipment, the descent and the timing. Read the latest outings: a damaged belay or a stuck abseil is often mentioned there.

If the bolts are far apart or missing, see ${to('trad', 'en', 'the gear for trad climbing')}.`,
    },
  },
  trad: {
    categories: ['gear'],
    activities: ['rock_climbing', 'mountain_climbing'],
    fr: {
      title: 'Matériel : escalade en terrain d’aventure',
      summary: 'Coinceurs, friends et sangles : s’équiper quand la voie ne l’est pas.',
      description: `En terrain d'aventure, la voie n'est pas ou peu équipée : la cordée place elle-même ses protections et construit ses relais.

## Le matériel de protection
- un jeu de coinceurs câblés (câblés de tailles 1 à 10 environ) ;
- une série de coinceurs mécaniques (friends) des petites tailles aux tailles moyennes, parfois doublés dans les fissures régulières ;
- 6 à 8 sangles de 60 et 120 cm, et des dégaines longues pour limiter le tirage ;
- un décoinceur pour le second ;
- quelques mousquetons à vis pour les relais.

## Cordes et relais
Deux demi-cordes réduisent le tirage et permettent de clipper les protections alternativement. Un relais se construit sur au moins deux points solides, reliés pour partager la charge.

!!! Un coinceur mal placé ne tient pas. Apprenez à placer et à tester vos protections au pied des voies, avec quelqu'un d'expérimenté, avant de vous engager en tête.

Pour les voies équipées, voyez ${to('bolted', 'fr', 'le matériel des grandes voies équipées')}.`,
    },
    en: {
      title: 'Gear: trad climbing',
      summary: 'Nuts, cams and slings: gearing up when the route is not.',
      description: `On trad routes there is little or no fixed protection: the team places its own protection and builds its own belays.

## Protection
- a set of wired nuts (roughly sizes 1 to 10);
- a set of cams from small to medium sizes, sometimes doubled for regular cracks;
- 6 to 8 slings of 60 and 120 cm, and long quickdraws to reduce rope drag;
- a nut tool for the second;
- a few screwgates for the belays.

## Ropes and belays
Two half ropes reduce rope drag and let you clip alternate pieces. A belay is built on at least two solid placements, linked to share the load.

!!! A badly placed nut does not hold. Learn to place and test your protection at the foot of the routes, with someone experienced, before you lead.

For bolted routes, see ${to('bolted', 'en', 'the gear for bolted multi-pitch routes')}.`,
    },
  },
  serac: {
    categories: ['technical', 'site_info'],
    activities: ALL,
    fr: {
      title: "SERAC, la base d'accidents et d'incidents",
      summary: 'Partager ses accidents et ses quasi-accidents pour que d’autres les évitent.',
      description: `## Pourquoi une base d'incidents ?
La plupart des accidents en montagne ont été précédés de quasi-accidents dont personne n'a parlé : une glissade arrêtée de justesse, une plaque qui part à côté du groupe, un relais qui bouge. Raconter ces événements, c'est permettre aux autres d'en tirer les leçons sans en payer le prix.

## Ce que l'on y trouve
Chaque rapport décrit un événement : l'activité, le lieu, les conditions, le groupe, ce qui s'est passé et ce que les témoins en retirent. Les rapports sont classés par type d'événement (avalanche, chute de pierres, chute d'une personne, problème physiologique…) et par activité.

## Anonymat et confidentialité
Vous pouvez publier un rapport de façon anonyme. Les informations personnelles (âge, expérience, blessures) ne sont visibles que par l'auteur et les modérateurs ; elles servent uniquement aux analyses statistiques.

## Comment écrire un bon rapport
- Décrivez les faits avant l'analyse : chronologie, horaires, météo, état de la neige ou du rocher.
- Dites ce qui a influencé vos décisions : fatigue, horaire, envie du sommet, dynamique du groupe.
- Terminez par ce que vous feriez autrement.

!! Un rapport n'est pas un jugement. Les témoignages les plus utiles sont souvent ceux des erreurs que l'on n'ose pas raconter.

Les rapports sont publiés sous licence CC-by-nc-nd (voir ${to('licenses', 'fr', 'les licences')}). Les analyses faites à partir de la base sont partagées avec nos ${to('partners', 'fr', 'partenaires')} de la prévention.`,
    },
    en: {
      title: 'SERAC, the accident and incident database',
      summary: 'Sharing accidents and near misses so that others avoid them.',
      description: `## Why an incident database?
Most accidents in the mountains were preceded by near misses nobody talked about: a slide stopped just in time, a slab released next to the group, an anchor that moved. Telling these stories lets others learn the lesson without paying the price.

## What you find there
Each report describes an event: the activity, the place, the conditions, the group, what happened and what the witnesses learned from it. Reports are sorted by type of event (avalanche, stone fall, fall of a person, physiological problem…) and by activity.

## Anonymity and confidentiality
You can publish a report anonymously. Personal information (age, experience, injuries) is only visible to the author and to moderators; it is used for statistical analysis only.

## Writing a good report
- Describe the facts before the analysis: timeline, times, weather, state of the snow or rock.
- Say what shaped your decisions: tiredness, timing, summit fever, group dynamics.
- End with what you would do differently.

!! A report is not a judgement. The most useful accounts are often those of the mistakes we dare not tell.

Reports are published under the CC-by-nc-nd licence (see ${to('licenses', 'en', 'the licences')}). Analyses drawn from the database are shared with our prevention ${to('partners', 'en', 'partners')}.`,
    },
  },
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The fixed articles as collaborative articles in French and English, written by `authorId`
 * in the first days of the demo's three-year window (they are the site's founding pages).
 */
export function fixedArticles(referenceDate: string, authorId: number): DemoDocument[] {
  const start = Date.parse(`${referenceDate}T12:00:00Z`) - 3 * 365 * DAY;
  return (Object.keys(SEEDS) as FixedArticle[]).map((key, index) => {
    const seed = SEEDS[key];
    const locales: DemoLocale[] = (['fr', 'en'] as const).map((lang) => ({ lang, ...seed[lang] }));
    return {
      document_id: FIXED_ARTICLE_IDS[key],
      type: 'c',
      quality: 'great',
      locales,
      attributes: { activities: [...seed.activities], categories: seed.categories, article_type: 'collab' },
      author_id: authorId,
      written_at: new Date(start + DAY + index * HOUR).toISOString(),
    };
  });
}
