import type { Feature } from '@kartis/core'

/** Feature types: 1 film, 2 play, 3 stand-up, 4 concert, 5 sport; §4 7 is untimed. */
export const FeatureTypeId = { film: 1, play: 2, standUp: 3, concert: 4, sport: 5, untimed: 7 } as const

/** Feature categories of the demo. */
export const FeatureCategoryId = { drama: 1, comedy: 2, family: 3, music: 4, sport: 5, documentary: 6 } as const

/** The demo's features by id (schedules refer to them). */
export const FeatureId = {
  lastSummerInHaifa: 1,
  winterSun: 2,
  journeyToTheSea: 3,
  nightInTelAviv: 4,
  imaginaryInvalid: 5,
  hamlet: 6,
  dollsHouse: 7,
  laughAtEverything: 8,
  standUpAtNight: 9,
  bilingualStandUp: 10,
  jaffaJazz: 11,
  mediterraneanBand: 12,
  festivalOfLights: 13,
  basketballCupFinal: 14,
  judeanDesert: 15,
  landOfIsraelSongs: 16,
  jerusalemLectures: 17,
  goldenCityClassic: 18,
  liveFromTheAmphi: 19,
} as const

const F = FeatureId
const T = FeatureTypeId
const C = FeatureCategoryId

const feature = (
  id: number,
  name: string,
  description: string,
  featureTypeId: number,
  featureCategoryId: number,
  durationMinutes: number,
): Feature => ({
  id,
  name,
  description,
  featureTypeId,
  featureCategoryId,
  durationMinutes,
  imageUrl: `/api/features/${id}/placeholderImage`,
})

/** §3 the demo's films, plays, stand-up shows, concerts, a game, and untimed VOD items, in Hebrew. */
export const FEATURES: readonly Feature[] = [
  feature(
    F.lastSummerInHaifa,
    'הקיץ האחרון בחיפה',
    'דרמה משפחתית על שלושה אחים שחוזרים לבית ילדותם בכרמל, בקיץ אחד שמשנה הכול.',
    T.film,
    C.drama,
    118,
  ),
  feature(F.winterSun, 'שמש של חורף', 'סיפור אהבה שקט בין צלמת לדייג בעכו, על רקע סערת החורף הגדולה.', T.film, C.drama, 104),
  feature(F.journeyToTheSea, 'המסע אל הים', 'הרפתקה לכל המשפחה: ילדה וסבא שלה יוצאים ברגל מירושלים אל חוף הים.', T.film, C.family, 92),
  feature(F.nightInTelAviv, 'לילה בתל אביב', 'קומדיה רומנטית שמתרחשת כולה בלילה אחד ברחובות העיר שלא נרדמת.', T.film, C.comedy, 97),
  feature(F.imaginaryInvalid, 'החולה המדומה', 'הקומדיה הקלאסית של מולייר בתרגום חדש, שנון ומצחיק עד דמעות.', T.play, C.comedy, 120),
  feature(F.hamlet, 'המלט', 'הטרגדיה של שייקספיר בהפקה חדשה ועכשווית. ההצגה כוללת הפסקה.', T.play, C.drama, 165),
  feature(F.dollsHouse, 'בית הבובות', 'נורה, בעלה והבית שהפך לכלוב – המחזה של איבסן בבימוי חדש.', T.play, C.drama, 140),
  feature(F.laughAtEverything, 'צוחקים על הכול', 'ערב סטנדאפ עם מיטב הקומיקאים הצעירים. מגיל 16 ומעלה.', T.standUp, C.comedy, 90),
  feature(F.standUpAtNight, 'סטנדאפ בלילה', 'הופעת סטנדאפ מאוחרת, בלי צנזורה ובלי רחמים.', T.standUp, C.comedy, 80),
  feature(F.bilingualStandUp, 'סטנדאפ בשתי שפות', 'ערב צחוק דו-לשוני – בעברית ובאנגלית – לעולים ולוותיקים.', T.standUp, C.comedy, 85),
  feature(F.jaffaJazz, 'תזמורת הג׳אז של יפו', 'ערב ג׳אז עם התזמורת ואורחים מיוחדים, ליד השולחנות או בעמידה.', T.concert, C.music, 110),
  feature(F.mediterraneanBand, 'להקת הים התיכון בהופעה', 'שירים ים-תיכוניים מכל הזמנים בהופעה חיה ומרקידה.', T.concert, C.music, 120),
  feature(F.festivalOfLights, 'פסטיבל אורות – הופעת ענק', 'ערב הופעות ענק עם מיטב האמנים, מופע אורות ותזמורת.', T.concert, C.music, 180),
  feature(F.basketballCupFinal, 'גמר גביע המדינה בכדורסל', 'משחק הגמר של גביע המדינה. הכניסה לאולם מפתיחת השערים.', T.sport, C.sport, 120),
  feature(F.judeanDesert, 'מדבר יהודה', 'סרט תיעודי על המדבר שבין ירושלים לים המלח. לצפייה בכל עת.', T.untimed, C.documentary, 75),
  feature(
    F.landOfIsraelSongs,
    'שירי ארץ ישראל – הופעה מוקלטת',
    'הופעה מוקלטת של שירי ארץ ישראל הישנה והטובה. לצפייה בכל עת.',
    T.untimed,
    C.music,
    95,
  ),
  feature(
    F.jerusalemLectures,
    'סיפורה של ירושלים – סדרת הרצאות',
    'שש הרצאות מצולמות על תולדות העיר. לצפייה בכל עת.',
    T.untimed,
    C.documentary,
    60,
  ),
  feature(F.goldenCityClassic, 'עיר של זהב', 'סרט קלאסי משוחזר על ירושלים של שנות השישים. לצפייה בכל עת.', T.untimed, C.drama, 101),
  feature(F.liveFromTheAmphi, 'שידור חי: קונצרט מהאמפי', 'קונצרט בשידור חי מהאמפיתיאטרון – צפייה מהבית בזמן אמת.', T.concert, C.music, 100),
]
