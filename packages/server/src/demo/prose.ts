/**
 * Bilingual (fr/en) guidebook prose for the demo data, in the markdown
 * dialect of shared/reference/markdown.md: `##` headings, lists, **bold**,
 * wikilinks `[[waypoints/123/fr|Refuge]]`, alerts `!!` and L# pitch tables.
 * Every builder returns both languages from the same random choices so the
 * two texts say the same thing.
 */
import type { Random } from './random.ts';
import type { Activity } from './enums.ts';

export interface Bi {
  fr: string;
  en: string;
}

export interface LinkTarget {
  id: number;
  fr: string;
  en: string;
}

export function link(
  kind: 'waypoints' | 'routes' | 'outings' | 'articles' | 'books' | 'xreports',
  target: LinkTarget,
  lang: 'fr' | 'en',
): string {
  return `[[${kind}/${target.id}/${lang}|${target[lang]}]]`;
}

const DIRECTIONS: Record<string, Bi> = {
  N: { fr: 'Nord', en: 'North' },
  NE: { fr: 'Nord-Est', en: 'North-East' },
  E: { fr: 'Est', en: 'East' },
  SE: { fr: 'Sud-Est', en: 'South-East' },
  S: { fr: 'Sud', en: 'South' },
  SW: { fr: 'Sud-Ouest', en: 'South-West' },
  W: { fr: 'Ouest', en: 'West' },
  NW: { fr: 'Nord-Ouest', en: 'North-West' },
};

export function direction(code: string): Bi {
  return DIRECTIONS[code] ?? { fr: code, en: code };
}

export const ACTIVITY_NAMES: Record<Activity, Bi> = {
  skitouring: { fr: 'ski de randonnée', en: 'ski touring' },
  snow_ice_mixed: { fr: 'neige, glace et mixte', en: 'snow, ice and mixed' },
  mountain_climbing: { fr: 'alpinisme rocheux', en: 'mountain climbing' },
  rock_climbing: { fr: 'escalade', en: 'rock climbing' },
  ice_climbing: { fr: 'cascade de glace', en: 'ice climbing' },
  hiking: { fr: 'randonnée', en: 'hiking' },
  snowshoeing: { fr: 'raquettes', en: 'snowshoeing' },
  paragliding: { fr: 'parapente', en: 'paragliding' },
  mountain_biking: { fr: 'VTT', en: 'mountain biking' },
  via_ferrata: { fr: 'via ferrata', en: 'via ferrata' },
  slacklining: { fr: 'slackline', en: 'slacklining' },
};

function hours(raw: number): Bi {
  const h = Math.round(raw * 4) / 4;
  const whole = Math.floor(h);
  const minutes = Math.round((h - whole) * 60);
  const fr = minutes ? `${whole} h ${String(minutes).padStart(2, '0')}` : `${whole} h`;
  const en = minutes ? `${whole} h ${String(minutes).padStart(2, '0')} min` : `${whole} h`;
  return { fr, en };
}

export interface RouteProseContext {
  activity: Activity;
  activities: readonly Activity[];
  summit: LinkTarget;
  access?: LinkTarget | undefined;
  hut?: LinkTarget | undefined;
  orientation: string;
  elevationMax: number;
  heightDiffUp: number;
  ratingText: string;
  pitches?: readonly [grade: string, length: number, style: Bi][] | undefined;
  glacier: boolean;
  historyYear?: number | undefined;
  historyPeople?: string | undefined;
}

export interface RouteProse {
  summary: Bi;
  description: Bi;
  route_history?: Bi;
  remarks: Bi;
  gear: Bi;
  external_resources?: Bi;
  slope?: Bi;
  slackline_anchor1?: Bi;
  slackline_anchor2?: Bi;
}

export function routeProse(rng: Random, c: RouteProseContext): RouteProse {
  const dir = direction(c.orientation);
  const a = c.activity;
  const accessFr = c.access ? link('waypoints', c.access, 'fr') : 'le parking';
  const accessEn = c.access ? link('waypoints', c.access, 'en') : 'the car park';
  const summitFr = link('waypoints', c.summit, 'fr');
  const summitEn = link('waypoints', c.summit, 'en');
  const approach = hours(Math.max(0.5, c.heightDiffUp / 450));
  const summaryVariants: Bi[] = {
    skitouring: [
      {
        fr: `Belle descente en versant ${dir.fr}, souvent en bonne neige de printemps.`,
        en: `A fine ${dir.en.toLowerCase()}-facing descent, often in good spring snow.`,
      },
      {
        fr: `Un grand classique du ski de randonnée, à faire tôt le matin.`,
        en: `A ski-touring classic, best done early in the morning.`,
      },
    ],
    snow_ice_mixed: [
      {
        fr: `Itinéraire de neige et glace en face ${dir.fr}, conditions à vérifier.`,
        en: `Snow and ice route on the ${dir.en.toLowerCase()} face; check the conditions.`,
      },
      { fr: `Goulotte soutenue dans un cadre grandiose.`, en: `A sustained gully in a grand setting.` },
    ],
    mountain_climbing: [
      {
        fr: `Course d'arête variée, rocher globalement bon.`,
        en: `Varied ridge climb on mostly sound rock.`,
      },
      { fr: `La voie la plus fréquentée vers le sommet.`, en: `The most travelled way to the summit.` },
    ],
    rock_climbing: [
      {
        fr: `Escalade ${rng.pick(['athlétique', 'technique', 'variée'])} sur un rocher de qualité.`,
        en: `${rng.pick(['Athletic', 'Technical', 'Varied'])} climbing on excellent rock.`,
      },
      { fr: `Voie bien équipée, idéale pour progresser.`, en: `Well-bolted route, ideal to make progress.` },
    ],
    ice_climbing: [
      {
        fr: `Cascade fréquentée qui se forme vite dès les premiers froids.`,
        en: `Popular ice fall that forms quickly with the first cold spell.`,
      },
    ],
    hiking: [
      { fr: `Randonnée panoramique sur sentier bien tracé.`, en: `Scenic hike on a well-marked trail.` },
      {
        fr: `Belle boucle accessible, vue magnifique au sommet.`,
        en: `Accessible loop with a superb view from the top.`,
      },
    ],
    snowshoeing: [
      { fr: `Balade en raquettes à l'abri des pentes raides.`, en: `Snowshoe walk away from steep slopes.` },
    ],
    paragliding: [{ fr: `Montée au décollage.`, en: `Walk up to the take-off.` }],
    mountain_biking: [
      {
        fr: `Boucle VTT roulante avec une descente ludique.`,
        en: `Flowing mountain-bike loop with a playful descent.`,
      },
    ],
    via_ferrata: [
      {
        fr: `Via ferrata aérienne, passerelles et échelles.`,
        en: `Airy via ferrata with bridges and ladders.`,
      },
    ],
    slacklining: [{ fr: `Ligne exposée, ancrages sur plaquettes.`, en: `Exposed line, anchored on bolts.` }],
  }[a];
  const summary = rng.pick(summaryVariants);

  const fr: string[] = [];
  const en: string[] = [];
  fr.push(`## Approche # ${approach.fr}`);
  en.push(`## Approach # ${approach.en}`);
  if (c.hut) {
    fr.push(`Depuis ${accessFr}, monter au refuge (${link('waypoints', c.hut, 'fr')}, nuit conseillée).`);
    en.push(
      `From ${accessEn}, walk up to the hut (${link('waypoints', c.hut, 'en')}, overnight stay recommended).`,
    );
  } else {
    fr.push(`Depuis ${accessFr}, prendre le sentier balisé vers ${summitFr}.`);
    en.push(`From ${accessEn}, take the marked path towards ${summitEn}.`);
  }
  fr.push('');
  en.push('');
  fr.push('## Itinéraire');
  en.push('## Route');
  switch (a) {
    case 'skitouring':
    case 'snowshoeing':
      fr.push(
        `- Remonter le vallon en rive droite jusqu'à un replat vers ${Math.round(c.elevationMax - c.heightDiffUp * 0.6)} m.`,
        `- Obliquer vers le ${dir.fr.toLowerCase()} et gagner l'épaule par la pente la plus régulière.`,
        `- Finir ${a === 'skitouring' ? 'skis sur le sac' : 'à pied'} jusqu'au sommet (${c.elevationMax} m).`,
      );
      en.push(
        `- Go up the valley on its right bank to a flat area at about ${Math.round(c.elevationMax - c.heightDiffUp * 0.6)} m.`,
        `- Bear ${dir.en.toLowerCase()} and reach the shoulder by the most regular slope.`,
        `- Finish ${a === 'skitouring' ? 'with skis on the pack' : 'on foot'} to the summit (${c.elevationMax} m).`,
      );
      if (a === 'skitouring') {
        fr.push(
          '',
          '## Descente',
          `Par l'itinéraire de montée, ou par la combe ${dir.fr} si la neige est **stable**.`,
        );
        en.push(
          '',
          '## Descent',
          `Same way, or down the ${dir.en.toLowerCase()} bowl if the snow is **stable**.`,
        );
      }
      break;
    case 'rock_climbing':
    case 'mountain_climbing':
      if (c.pitches && c.pitches.length > 0) {
        fr.push('L#= | cotation | longueur | description');
        en.push('L#= | grade | length | description');
        for (const [grade, length, style] of c.pitches) {
          fr.push(`L# | ${grade} | ${length} m | ${style.fr}`);
          en.push(`L# | ${grade} | ${length} m | ${style.en}`);
        }
      } else {
        fr.push(
          `Suivre le fil de l'arête ${dir.fr}, en contournant les gendarmes par la gauche. Passages de **${c.ratingText}**.`,
        );
        en.push(
          `Follow the crest of the ${dir.en.toLowerCase()} ridge, turning the gendarmes on the left. Moves of **${c.ratingText}**.`,
        );
      }
      fr.push('', '## Descente', 'En rappels sur la voie (relais équipés), ou par la voie normale.');
      en.push('', '## Descent', 'Abseil down the route (bolted belays), or by the normal route.');
      break;
    case 'snow_ice_mixed':
    case 'ice_climbing':
      fr.push(
        `Attaquer par le cône de neige, puis suivre la ${a === 'ice_climbing' ? 'cascade' : 'goulotte'} sur ${Math.round(c.heightDiffUp / 3)} m environ.`,
        `Le ressaut clé (${c.ratingText}) se passe sur la gauche.`,
      );
      en.push(
        `Start up the snow cone, then follow the ${a === 'ice_climbing' ? 'ice fall' : 'gully'} for about ${Math.round(c.heightDiffUp / 3)} m.`,
        `The crux step (${c.ratingText}) is taken on the left.`,
      );
      break;
    case 'via_ferrata':
      fr.push(
        `Câble continu. Une passerelle de 30 m puis une échelle verticale mènent au sommet. Retour par le sentier ${dir.fr}.`,
      );
      en.push(
        `Continuous cable. A 30 m bridge then a vertical ladder lead to the top. Return by the ${dir.en.toLowerCase()} path.`,
      );
      break;
    case 'mountain_biking':
      fr.push(
        "1. Montée par la route forestière (revêtement jusqu'au hameau).",
        '2. Single-track en balcon, quelques portages courts.',
        "3. Descente technique en lacets jusqu'au départ.",
      );
      en.push(
        '1. Climb on the forest road (tarmac up to the hamlet).',
        '2. Balcony single track, a few short carries.',
        '3. Technical switchback descent back to the start.',
      );
      break;
    case 'slacklining':
      fr.push(
        'Ligne tendue entre deux blocs, au-dessus du vide. Prévoir le matériel de highline et un leash.',
      );
      en.push('Line rigged between two blocks, above the void. Bring highline gear and a leash.');
      break;
    default:
      fr.push(
        `Suivre le sentier qui s'élève en lacets puis en balcon jusqu'au but (${summitFr}, ${c.elevationMax} m).`,
      );
      en.push(`Follow the path that zigzags up then traverses to ${summitEn} (${c.elevationMax} m).`);
  }
  if (c.glacier) {
    fr.push('', '!!!! Glacier crevassé : s’encorder, même en bonne saison.');
    en.push('', '!!!! Crevassed glacier: rope up, even in good conditions.');
  }

  const remarks = rng.pick<Bi>([
    {
      fr: 'Partir tôt : les chutes de pierres augmentent avec le soleil.',
      en: 'Start early: rockfall increases once the sun is on the face.',
    },
    {
      fr: 'Itinéraire très fréquenté en été, éviter le week-end.',
      en: 'Very busy in summer, avoid weekends.',
    },
    { fr: 'Attention aux orages l’après-midi.', en: 'Beware of afternoon thunderstorms.' },
    { fr: 'Réserver le refuge à l’avance.', en: 'Book the hut in advance.' },
  ]);
  const gearBi: Bi = {
    skitouring: {
      fr: 'DVA, pelle, sonde ; couteaux utiles.',
      en: 'Transceiver, shovel, probe; ski crampons useful.',
    },
    snowshoeing: { fr: 'DVA, pelle, sonde, bâtons.', en: 'Transceiver, shovel, probe, poles.' },
    snow_ice_mixed: {
      fr: '2 piolets techniques, 6 broches, quelques coinceurs.',
      en: 'Two technical axes, 6 ice screws, a few nuts.',
    },
    ice_climbing: {
      fr: '2 piolets, 10 broches, cordes à double.',
      en: 'Two axes, 10 ice screws, double ropes.',
    },
    mountain_climbing: {
      fr: 'Jeu de friends, quelques sangles, crampons et piolet.',
      en: 'Set of cams, a few slings, crampons and axe.',
    },
    rock_climbing: { fr: '12 dégaines, corde de 70 m.', en: '12 quickdraws, 70 m rope.' },
    via_ferrata: {
      fr: 'Longes à absorbeur, casque, baudrier.',
      en: 'Via ferrata lanyards with energy absorber, helmet, harness.',
    },
    mountain_biking: { fr: 'Kit de réparation, protections.', en: 'Repair kit, pads.' },
    slacklining: {
      fr: 'Sangle de 80 m, 2 kits d’ancrage, leash, casque.',
      en: '80 m webbing, two anchor kits, leash, helmet.',
    },
    hiking: { fr: 'Bonnes chaussures, bâtons.', en: 'Good boots, poles.' },
    paragliding: { fr: 'Voile et sellette.', en: 'Wing and harness.' },
  }[a];
  const gear = c.glacier
    ? {
        fr: `${gearBi.fr}\n\n- matériel de glacier\n- crampons`,
        en: `${gearBi.en}\n\n- glacier kit\n- crampons`,
      }
    : gearBi;
  const prose: RouteProse = {
    summary,
    description: { fr: fr.join('\n'), en: en.join('\n') },
    remarks,
    gear,
  };
  if (c.historyYear) {
    prose.route_history = {
      fr: `Première ascension le ${rng.int(1, 28)} ${rng.pick(['juin', 'juillet', 'août', 'septembre'])} ${c.historyYear} par ${c.historyPeople ?? 'une cordée locale'}.`,
      en: `First ascent in ${rng.pick(['June', 'July', 'August', 'September'])} ${c.historyYear} by ${c.historyPeople ?? 'a local party'}.`,
    };
  }
  if (rng.chance(0.3)) {
    prose.external_resources = {
      fr: '- Topo du bureau des guides local\n- Bulletin d’estimation du risque d’avalanche',
      en: '- Local guides’ office topo\n- Avalanche bulletin',
    };
  }
  if (
    ['skitouring', 'snow_ice_mixed', 'ice_climbing', 'snowshoeing'].some((x) =>
      c.activities.includes(x as Activity),
    )
  ) {
    const deg =
      a === 'snowshoeing' ? rng.int(20, 28) : a === 'skitouring' ? rng.int(30, 42) : rng.int(45, 65);
    prose.slope = { fr: `${deg}° sur 200 m`, en: `${deg}° for 200 m` };
  }
  if (c.activities.includes('slacklining')) {
    prose.slackline_anchor1 = {
      fr: 'Deux goujons inox de 12 mm sur le bloc amont.',
      en: 'Two 12 mm stainless bolts on the upper block.',
    };
    prose.slackline_anchor2 = {
      fr: 'Sangle autour d’un gros bloc stable + un goujon.',
      en: 'Sling around a big stable block plus one bolt.',
    };
  }
  return prose;
}

export function pitchStyle(rng: Random): Bi {
  return rng.pick<Bi>([
    { fr: 'dalle fine', en: 'thin slab' },
    { fr: 'fissure à coincements', en: 'jamming crack' },
    { fr: 'dièdre', en: 'dihedral' },
    { fr: 'traversée à gauche', en: 'traverse left' },
    { fr: 'surplomb athlétique', en: 'athletic overhang' },
    { fr: 'cheminée', en: 'chimney' },
    { fr: 'mur vertical à réglettes', en: 'vertical wall on crimps' },
    { fr: 'arête facile', en: 'easy arête' },
  ]);
}

export interface OutingProseContext {
  route: LinkTarget;
  activity: Activity;
  condition: string;
  hut?: LinkTarget | undefined;
  snow: boolean;
  startHour: number;
  hoursUp: number;
  participants: string[];
  partner?: string | undefined;
}

export function outingProse(rng: Random, c: OutingProseContext): Record<string, Bi | string> {
  const weather = rng.pick<Bi>([
    { fr: 'Grand beau, vent faible.', en: 'Clear skies, light wind.' },
    { fr: 'Voilé le matin, dégagé ensuite.', en: 'Hazy in the morning, clear afterwards.' },
    {
      fr: 'Nuageux avec éclaircies, un peu de vent sur les crêtes.',
      en: 'Cloudy with sunny spells, some wind on the ridges.',
    },
    { fr: 'Froid et sec, isotherme 0 °C vers 2 800 m.', en: 'Cold and dry, freezing level around 2,800 m.' },
    { fr: 'Orageux en fin de journée.', en: 'Thunderstorms late in the day.' },
    {
      fr: 'Mer de nuages en dessous de 1 500 m, soleil au-dessus.',
      en: 'Sea of clouds below 1,500 m, sunshine above.',
    },
    {
      fr: 'Foehn soutenu sur les crêtes, rafales à 60 km/h.',
      en: 'Strong foehn on the ridges, gusts up to 60 km/h.',
    },
    { fr: 'Brouillard le matin, levée vers 10 h.', en: 'Fog in the morning, lifting around 10 am.' },
  ]);
  const conditionsByRating: Record<string, Bi> = {
    excellent: {
      fr: 'Conditions **excellentes** : tout est en place.',
      en: '**Excellent** conditions: everything is in place.',
    },
    good: { fr: 'Bonnes conditions dans l’ensemble.', en: 'Good conditions overall.' },
    average: {
      fr: 'Conditions moyennes, quelques passages délicats.',
      en: 'Average conditions, a few tricky sections.',
    },
    poor: { fr: 'Conditions médiocres, à éviter pour l’instant.', en: 'Poor conditions, better to wait.' },
    awful: { fr: 'Très mauvaises conditions, demi-tour.', en: 'Awful conditions, we turned back.' },
  };
  const conditions = conditionsByRating[c.condition] ?? conditionsByRating.good!;
  const snowNote: Bi = c.snow
    ? rng.pick<Bi>([
        {
          fr: 'Neige dure le matin, transformée à la descente.',
          en: 'Hard snow in the morning, corn snow on the way down.',
        },
        { fr: '20 cm de fraîche sur fond dur.', en: '20 cm of fresh snow on a hard base.' },
        { fr: 'Croûte portante en haut, soupe en bas.', en: 'Supportive crust up high, slush lower down.' },
        { fr: 'Poudreuse légère au-dessus de 2 000 m.', en: 'Light powder above 2,000 m.' },
        {
          fr: 'Neige ventée, plaques à vent sur les crêtes.',
          en: 'Wind-affected snow, wind slabs on the ridges.',
        },
      ])
    : rng.pick<Bi>([
        { fr: 'Sentier sec.', en: 'Dry trail.' },
        { fr: 'Rocher sec et propre.', en: 'Rock dry and clean.' },
        { fr: 'Quelques névés à traverser en haut.', en: 'A few snow patches to cross near the top.' },
        { fr: 'Terrain boueux après les pluies.', en: 'Muddy ground after the rain.' },
      ]);
  const up = hours(c.hoursUp);
  const start = `${String(c.startHour).padStart(2, '0')} h 00`;
  const timing: Bi = {
    fr: `Départ ${start}, sommet en ${up.fr}, retour à la voiture en début d’après-midi.`,
    en: `Left at ${start.replace(' h ', ':')}, summit in ${up.en}, back at the car early afternoon.`,
  };
  const rd: Bi = {
    fr: `Itinéraire classique de ${link('routes', c.route, 'fr')}, sans variante.`,
    en: `Standard line of ${link('routes', c.route, 'en')}, no variation.`,
  };
  const description = rng.pick<Bi>([
    { fr: 'Super journée entre amis, à refaire !', en: 'Great day with friends, will do it again!' },
    {
      fr: 'Belle sortie, un peu longue mais très esthétique.',
      en: 'Beautiful outing, a bit long but very aesthetic.',
    },
    { fr: 'Première fois dans le coin, on reviendra.', en: 'First time around here, we will be back.' },
    { fr: 'Sortie d’entraînement avant la saison.', en: 'Training day before the season.' },
    {
      fr: 'Très belle ambiance, personne sur l’itinéraire.',
      en: 'Lovely atmosphere, nobody else on the route.',
    },
    { fr: 'Un peu de monde au départ, puis calme plat.', en: 'A bit crowded at the start, then very quiet.' },
    {
      fr: 'On a pris notre temps : pique-nique au sommet et sieste.',
      en: 'We took our time: picnic on top and a nap.',
    },
    { fr: '**Magnifique**, à conseiller à tous !', en: '**Superb**, highly recommended!' },
    {
      fr: 'Sortie écourtée, on reviendra dans de meilleures conditions.',
      en: 'Cut short; we will come back in better conditions.',
    },
  ]);
  const out: Record<string, Bi | string> = {
    route_description: rd,
    weather,
    conditions: { fr: `${conditions.fr} ${snowNote.fr}`, en: `${conditions.en} ${snowNote.en}` },
    timing,
    description,
    participants: c.participants.join(', '),
  };
  if (c.hut) {
    out.hut_comment = {
      fr: `Accueil chaleureux au refuge (${link('waypoints', c.hut, 'fr')}), repas copieux.`,
      en: `Warm welcome at the hut (${link('waypoints', c.hut, 'en')}), hearty dinner.`,
    };
  }
  if (rng.chance(0.5)) {
    out.access_comment = rng.pick<Bi>([
      { fr: 'Route dégagée jusqu’au parking.', en: 'Road clear up to the car park.' },
      { fr: 'Parking plein dès 7 h.', en: 'Car park full by 7 am.' },
      { fr: 'Navette depuis la gare, très pratique.', en: 'Shuttle bus from the station, very convenient.' },
    ]);
  }
  return out;
}

export function avalanchesProse(rng: Random): Bi {
  return rng.pick<Bi>([
    { fr: 'Aucune activité avalancheuse observée.', en: 'No avalanche activity observed.' },
    {
      fr: 'Quelques coulées de printemps dans les pentes Sud après 11 h.',
      en: 'A few wet slides on south slopes after 11 am.',
    },
    {
      fr: 'Plaque récente déclenchée à distance sur une pente Nord-Est à 2 600 m.',
      en: 'Recent slab triggered remotely on a north-east slope at 2,600 m.',
    },
  ]);
}

export function conditionsLevels(rng: Random, top: number): string {
  const rows = [0, 1, 2].map((i) => {
    const elev = top - i * 400;
    const soft = rng.int(0, 30);
    return {
      level_place: `${elev} m`,
      level_snow_height_soft: String(soft),
      level_snow_height_total: String(soft + rng.int(40, 200)),
      level_comment: i === 0 ? 'vent' : '',
    };
  });
  return JSON.stringify(rows);
}
