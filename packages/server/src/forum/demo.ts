/**
 * The demo forum loaded with the demo guidebook: categories, a few conversations in French
 * and English, the announcement topic of each language (tag `visible`, spec 1 §2.3) and the
 * comment topics of two routes. Dates count back from the guidebook's latest document.
 */
import { documentPath, LETTER_TYPES, pluralOf } from '@cairn/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { DemoData } from '../demo/types.ts';
import { insertReply, insertTopic } from './store.ts';
// The demo's own texts, cooked in place (users' texts go through the API's cooker pool).
import { cook } from '@cairn/markdown';

/** Categories of the demo forum; the comments category is `FORUM_COMMENTS_CATEGORY`'s default. */
export const DEMO_CATEGORIES = [
  {
    id: 1,
    name: 'Annonces',
    slug: 'annonces',
    color: 'AD561D',
    moderators_only: true,
    description: 'Les nouvelles du site et de l’association. / News of the site and the association.',
  },
  {
    id: 4,
    name: 'Conditions',
    slug: 'conditions',
    color: '1F5F5B',
    moderators_only: false,
    description: 'Neige, glace, rocher : l’état des courses en ce moment.',
  },
  {
    id: 5,
    name: 'Ski de randonnée',
    slug: 'ski-de-randonnee',
    color: '2F5AA8',
    moderators_only: false,
    description: 'Itinéraires, matériel et sécurité à skis.',
  },
  {
    id: 6,
    name: 'Alpinisme',
    slug: 'alpinisme',
    color: '7B3F9E',
    moderators_only: false,
    description: 'Courses de neige, de rocher et mixtes.',
  },
  {
    id: 7,
    name: 'Escalade',
    slug: 'escalade',
    color: 'A23B3B',
    moderators_only: false,
    description: 'Falaises, grandes voies et salles.',
  },
  {
    id: 8,
    name: 'Matériel',
    slug: 'materiel',
    color: '5C6B1E',
    moderators_only: false,
    description: 'Conseils, retours d’usage et petites annonces.',
  },
  {
    id: 9,
    name: 'Partenaires',
    slug: 'partenaires',
    color: '8A4B08',
    moderators_only: false,
    description: 'Trouver des compagnons de cordée.',
  },
  {
    id: 10,
    name: 'Vie de l’association',
    slug: 'association',
    color: '3D5A5A',
    moderators_only: false,
    description: 'Assemblées, bénévolat et projets du club.',
  },
  {
    id: 11,
    name: 'English corner',
    slug: 'english-corner',
    color: '2A7A3B',
    moderators_only: false,
    description: 'Conversations in English.',
  },
  {
    id: 29,
    name: 'Commentaires',
    slug: 'commentaires',
    color: '5A6769',
    moderators_only: false,
    description: 'Les commentaires des documents du topoguide. / Comments on guidebook documents.',
  },
] as const;

/** Announcement topics: their slugs are what the web app asks for (`/t/{slug}.json`). */
const ANNOUNCEMENTS: { title: string; raw: string }[] = [
  {
    title: 'Annonce',
    raw: 'Bienvenue sur **Cairn** ! Le topoguide est ouvert à toutes et à tous : ajoutez vos sorties, corrigez les itinéraires et partagez vos photos. [Le forum](/forum/) vous attend pour en discuter.',
  },
  {
    title: 'Announcement',
    raw: 'Welcome to **Cairn**! The guidebook is open to everyone: add your outings, improve the routes and share your pictures. Come and talk about it on [the forum](/forum/).',
  },
  {
    title: 'Annuncio',
    raw: 'Benvenuti su **Cairn**! La guida è aperta a tutti: aggiungete le vostre uscite, migliorate gli itinerari e condividete le vostre foto. Ne parliamo sul [forum](/forum/).',
  },
  {
    title: 'Ankündigung',
    raw: 'Willkommen bei **Cairn**! Der Tourenführer steht allen offen: Trag deine Touren ein, verbessere die Routen und teile deine Bilder. Mehr dazu im [Forum](/forum/).',
  },
  {
    title: 'Anuncio',
    raw: '¡Bienvenidos a **Cairn**! La guía está abierta a todo el mundo: añadid vuestras salidas, mejorad los itinerarios y compartid vuestras fotos. Hablamos de ello en el [foro](/forum/).',
  },
  {
    title: 'Anunci',
    raw: 'Benvinguts a **Cairn**! La guia és oberta a tothom: afegiu les vostres sortides, milloreu els itineraris i compartiu les vostres fotos. En parlem al [fòrum](/forum/).',
  },
  {
    title: 'Iragarpena',
    raw: 'Ongi etorri **Cairn**-era! Gida guztientzat irekita dago: gehitu zure irteerak, hobetu ibilbideak eta partekatu zure argazkiak. Hitz egin dezagun [foroan](/forum/).',
  },
];

type Conversation = { category: number; title: string; posts: [author: string, raw: string][] };

const CONVERSATIONS: Conversation[] = [
  {
    category: 4,
    title: 'Conditions en Vanoise ce week-end',
    posts: [
      [
        'lea.bouvier',
        'Quelqu’un est passé vers le col de la Vanoise récemment ? Je me demande si la **trace** tient jusqu’au refuge ou s’il faut déjà porter les skis.',
      ],
      [
        'julien.favre',
        'J’y étais samedi : skis aux pieds dès le parking de Pralognan, neige *dure* le matin, bien transformée vers 11 h. Couteaux utiles dans le dernier raidillon.',
      ],
      ['contributor', 'Merci ! J’ajoute la sortie au topoguide ce soir avec les photos du lac des Vaches.'],
    ],
  },
  {
    category: 5,
    title: 'Quel DVA pour débuter ?',
    posts: [
      [
        'chloe.perrin',
        'Je commence le ski de randonnée cet hiver. Trois antennes indispensable, ou un modèle plus ancien suffit pour se former ?',
      ],
      [
        'moderator',
        'Trois antennes, sans hésiter : la recherche multi-victimes est bien plus simple. Et surtout, **entraîne-toi** : un parc DVA près de chez toi vaut mieux que le meilleur appareil.\n\n- pelle métallique\n- sonde de 2,40 m au moins\n- un exercice en début de saison',
      ],
      [
        'thomas.girard',
        'Je plussoie. Le club organise une journée de formation en décembre, je posterai la date dans « Vie de l’association ».',
      ],
    ],
  },
  {
    category: 6,
    title: 'Arête des Cosmiques : horaires réalistes ?',
    posts: [
      [
        'ines.duval',
        'Première fois sur l’arête des Cosmiques en juillet. Les topos annoncent 3 à 4 h depuis l’Aiguille du Midi : c’est réaliste pour une cordée de deux à l’aise en AD ?',
      ],
      [
        'guides.oisans',
        'Oui, en conditions sèches. Comptez large pour la première benne et l’attente au rappel, surtout un samedi. Le pas de IV est court mais exposé.',
      ],
    ],
  },
  {
    category: 7,
    title: 'Falaises à l’ombre l’après-midi autour de Grenoble',
    posts: [
      [
        'nora.keller',
        'Il fait 32 °C en ville… Vous avez des idées de falaises à l’ombre l’après-midi, niveau 5c–6b ?',
      ],
      [
        'julien.favre',
        'La Bastille côté nord, ou Comboire le matin seulement. Sinon monter au col de Porte : plus frais de dix degrés.',
      ],
      ['nora.keller', 'Parfait, merci ! Va pour le col de Porte.'],
    ],
  },
  {
    category: 9,
    title: 'Cherche partenaire pour la traversée des Dômes de Miage',
    posts: [
      [
        'pablo.garcia',
        'Dispo du 12 au 15 août, je cherche un ou une partenaire pour la traversée des Dômes de Miage au départ des Contamines. Niveau PD, bonne forme physique.',
      ],
      ['sofia.rossi', 'Ça me tente ! Je t’envoie un message privé.'],
    ],
  },
  {
    category: 8,
    title: 'Crampons semi-automatiques et chaussures souples',
    posts: [
      [
        'hans.mueller',
        'Mes chaussures de randonnée ont une tige souple : est-ce que des crampons semi-automatiques tiennent vraiment, ou faut-il rester sur des crampons à lanières ?',
      ],
      [
        'moderator',
        'Sans **débord arrière** rigide, un semi-auto ne tient pas : reste sur des lanières, ou passe à une chaussure cramponnable B2.',
      ],
    ],
  },
  {
    category: 10,
    title: 'Journée de formation DVA en décembre',
    posts: [
      [
        'thomas.girard',
        'La journée de formation DVA aura lieu le premier dimanche de décembre au col du Lautaret. Inscriptions ouvertes à tous les membres, débutants bienvenus.',
      ],
      ['lea.bouvier', 'Inscrite ! Y a-t-il du covoiturage depuis Grenoble ?'],
    ],
  },
  {
    category: 11,
    title: 'First time in the Alps: hut etiquette?',
    posts: [
      [
        'emily.walker',
        'Heading to the Alps for the first time next summer. Any tips on **hut etiquette**? Booking, boots, dinner times, payment…',
      ],
      [
        'oliver.grant',
        'Book ahead (many huts take online bookings), leave your boots in the boot room and use the hut slippers, dinner is usually around 18:30 and breakfast can be very early. Bring cash: not every hut takes cards.',
      ],
      ['marco.bianchi', 'And a silk sleeping bag liner: it is mandatory in many huts.'],
    ],
  },
  {
    category: 11,
    title: 'Grading question: is PD+ harder than AD-?',
    posts: [
      ['oliver.grant', 'Quick one: on the alpine scale, does PD+ come right before AD-, or do they overlap?'],
      [
        'guides.oisans',
        'They follow each other: F, PD-, PD, PD+, AD-, AD… The guidebook sorts them in that order too, so range filters work as you would expect.',
      ],
    ],
  },
];

const HOUR = 3600_000;

/** Inserts the demo forum inside the demo loader's transaction. */
export async function insertDemoForum(trx: Transaction<DB>, data: DemoData): Promise<void> {
  const byUsername = new Map(data.users.map((u) => [u.username, u.id]));
  const moderatorId = data.users.find((u) => u.moderator)?.id ?? null;
  const userId = (username: string) => byUsername.get(username) ?? moderatorId;
  const latest = Math.max(...data.documents.map((d) => Date.parse(d.written_at)));
  const at = (hoursAgo: number) => new Date(latest - hoursAgo * HOUR);

  await trx
    .insertInto('forum_categories')
    .values(DEMO_CATEGORIES.map((c, position) => ({ ...c, position })))
    .execute();

  for (const [i, a] of ANNOUNCEMENTS.entries()) {
    await insertTopic(trx, {
      categoryId: 1,
      title: a.title,
      raw: a.raw,
      cooked: cook(a.raw),
      userId: moderatorId,
      tags: ['visible'],
      closed: true,
      at: at(400 + i),
    });
  }

  let hoursAgo = 300;
  for (const c of CONVERSATIONS) {
    const [first, ...replies] = c.posts;
    const { topic } = await insertTopic(trx, {
      categoryId: c.category,
      title: c.title,
      raw: first![1],
      cooked: cook(first![1]),
      userId: userId(first![0]),
      at: at(hoursAgo),
    });
    for (const [author, raw] of replies) {
      hoursAgo -= 5;
      await insertReply(trx, {
        topicId: topic.id,
        raw,
        cooked: cook(raw),
        userId: userId(author),
        at: at(hoursAgo),
      });
    }
    hoursAgo -= 20;
  }

  // Two routes come with a few comments (their locale's topic_id, api.md §14.4).
  const routes = data.documents
    .filter((d) => d.type === 'r' && d.locales.some((l) => l.lang === 'fr'))
    .slice(0, 2);
  const comments: [string, string][][] = [
    [
      [
        'julien.favre',
        'Faite la semaine dernière : le départ est bien indiqué, mais le balisage disparaît sous la neige après le premier replat.',
      ],
      ['lea.bouvier', 'Merci pour l’info ! Le parking était-il déneigé ?'],
    ],
    [['sofia.rossi', 'Très bel itinéraire, à faire tôt le matin pour profiter de la lumière sur la face.']],
  ];
  for (const [i, route] of routes.entries()) {
    const locale = route.locales.find((l) => l.lang === 'fr')!;
    const path = documentPath(
      pluralOf(LETTER_TYPES[route.type]),
      route.document_id,
      'fr',
      String(locale.title ?? ''),
    );
    const link = `[${String(locale.title ?? route.document_id).replace(/[[\]]/g, '')}](${path})`;
    const { topic } = await insertTopic(trx, {
      categoryId: 29,
      title: `${route.document_id}_fr`,
      raw: link,
      cooked: cook(link),
      userId: null,
      at: at(100 + i * 10),
    });
    let when = 90 + i * 10;
    for (const [author, raw] of comments[i]!) {
      await insertReply(trx, {
        topicId: topic.id,
        raw,
        cooked: cook(raw),
        userId: userId(author),
        at: at((when -= 6)),
      });
    }
    await trx
      .updateTable('document_locales')
      .set({ topic_id: topic.id })
      .where('document_id', '=', route.document_id)
      .where('lang', '=', 'fr')
      .execute();
  }
}
