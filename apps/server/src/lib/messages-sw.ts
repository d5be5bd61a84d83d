import { withUnit } from '@kadirio/domain';

/**
 * The Swahili of the messages the API answers with (`{ message }` of a 4xx or 5xx), by their
 * English words (decision 0016). Exact sentences first, then the sentences that carry a value.
 * A field-level validation message ("email: email is not a valid address") stays English: the web
 * checks its forms with the same schemas first and words those problems itself.
 */
export const SWAHILI_MESSAGES: Readonly<Record<string, string>> = {
  // Sign-in, sessions, roles (plugins/auth.ts, lib/errors.ts, users)
  'You need to sign in': 'Unahitaji kuingia',
  'Your session has expired or was ended; please sign in again':
    'Muda wako wa kuingia umekwisha au umekatishwa; tafadhali ingia tena',
  'Your role does not allow this': 'Jukumu lako haliruhusu hili',
  'You are not allowed to do this': 'Huruhusiwi kufanya hili',
  'Not found': 'Haikupatikana',
  'Email, phone or password is incorrect': 'Barua pepe, simu au nenosiri si sahihi',
  'Too many failed sign-in attempts for this account; try again later':
    'Majaribio mengi mno ya kuingia yameshindwa kwa akaunti hii; jaribu tena baadaye',
  'An account with this email already exists': 'Akaunti yenye barua pepe hii tayari ipo',
  'User not found': 'Mtumiaji hakupatikana',
  'You can only see and change your own account': 'Unaweza kuona na kubadilisha akaunti yako tu',
  'Only an admin can change a role': 'Ni msimamizi tu anayeweza kubadilisha jukumu',
  'currentPassword is incorrect': 'Nenosiri la sasa si sahihi',
  'Password reset by e-mail is not available here; ask an admin for a reset link':
    'Kuweka nenosiri jipya kwa barua pepe hakupatikani hapa; omba msimamizi akupe kiungo',
  'This reset link is not valid or has expired; ask for a new one':
    'Kiungo hiki cha nenosiri si sahihi au muda wake umekwisha; omba kingine',
  'This reset link was already used; ask for a new one': 'Kiungo hiki kimeshatumika; omba kingine',
  // The error plugin
  'Too many requests; slow down and try again shortly':
    'Maombi ni mengi mno; punguza kasi kisha ujaribu tena baada ya muda mfupi',
  'Something went wrong on our side; please try again':
    'Hitilafu imetokea upande wetu; tafadhali jaribu tena',
  'The request body is too large': 'Maudhui ya ombi ni makubwa mno',
  'Unsupported content type; send JSON': 'Aina ya maudhui haikubaliki; tuma JSON',
  'The body is not valid JSON': 'Maudhui si JSON sahihi',
  'The JSON body is empty': 'Maudhui ya JSON ni matupu',
  'The request is not valid': 'Ombi si sahihi',
  'body: send at least one field to change': 'body: tuma angalau sehemu moja ya kubadilisha',
  // Plans and drawings
  'Map not found': 'Ramani haikupatikana',
  'Nothing to issue: every sheet is marked not applicable':
    'Hakuna cha kutoa: kila karatasi imewekwa kuwa haihusiki',
  'drawingId: this plan has no such drawing': 'drawingId: ramani hii haina mchoro huo',
  'This plan already has a measurement with this name or key':
    'Ramani hii tayari ina kipimo chenye jina au ufunguo huu',
  'scales: a page has at most one scale without a region':
    'scales: ukurasa una kipimo kimoja tu cha uwiano kisicho na eneo',
  'Share link not found': 'Kiungo cha kushiriki hakikupatikana',
  'Drawing not found': 'Mchoro haukupatikana',
  'The file of this drawing is missing': 'Faili la mchoro huu halipo',
  'Only the owner or an admin can delete this plan': 'Ni mwenye ramani au msimamizi tu anayeweza kuifuta',
  'This plan has been accepted for its bill of quantities and can no longer be deleted':
    'Ramani hii imekubaliwa kwa ajili ya BOQ yake na haiwezi kufutwa tena',
  'This plan has moved on since you loaded it (someone else moved it); reload it and try again':
    'Ramani hii imesogea tangu ulipoipakia (mtu mwingine ameisogeza); ipakie upya ujaribu tena',
  'The upload has a part with a forbidden name': 'Upakiaji una sehemu yenye jina lisiloruhusiwa',
  'The upload has too many parts': 'Upakiaji una sehemu nyingi mno',
  'The upload is not valid multipart/form-data or was cut short; please send it again':
    'Upakiaji si multipart/form-data sahihi au ulikatika; tafadhali utume tena',
  // The BOQ
  'Sheet not found': 'Karatasi haikupatikana',
  'The sheet changed; reload it': 'Karatasi imebadilika; ipakie upya',
  'A completed sheet cannot be deleted; reopen it first':
    'Karatasi iliyokamilika haiwezi kufutwa; ifungue upya kwanza',
  'Another revision was issued at the same moment; reload':
    'Toleo jingine limetolewa wakati huo huo; pakia upya',
  'Only BOQ staff or an admin can change a BOQ':
    'Ni wafanyakazi wa BOQ au msimamizi tu wanaoweza kubadilisha BOQ',
  'Price setters may change only the rate': 'Waweka bei wanaweza kubadilisha kiwango cha bei tu',
  'The contingency and VAT were changed by someone else; reload them and try again':
    'Dharura na VAT vimebadilishwa na mtu mwingine; vipakie upya kisha ujaribu tena',
  'Catalogue item not found': 'Bidhaa ya katalogi haikupatikana',
  // A plan's thread
  'Only the client or a quantity surveyor can write here':
    'Ni mteja au mkadiriaji tu anayeweza kuandika hapa',
  "Only the plan's owner can accept a revision": 'Ni mwenye ramani tu anayeweza kukubali toleo',
  'This revision is already accepted': 'Toleo hili limekwisha kukubaliwa',
  // Supply
  'Material not found': 'Kifaa hakikupatikana',
  'Supplier not found': 'Msambazaji hakupatikana',
  'Offer not found': 'Ofa haikupatikana',
  'Order not found': 'Oda haikupatikana',
  'This offer has orders; close it instead of deleting it': 'Ofa hii ina oda; ifunge badala ya kuifuta',
  'a delivered offer cannot change': 'Ofa iliyokwisha kuwasilishwa haiwezi kubadilika',
  'Only admin moves an order forward; you may cancel it while it is placed':
    'Ni msimamizi tu anayesogeza oda mbele; unaweza kuighairi ikiwa bado imewekwa',
  'This material from this manufacturer is already listed':
    'Kifaa hiki cha mtengenezaji huyu tayari kimeorodheshwa',
  'A supplier with this name already exists': 'Msambazaji mwenye jina hili tayari yupo',
  // Blog and contact
  'No blog post with this id or slug': 'Hakuna makala yenye kitambulisho au slug hii',
  'No comment with this id on this post': 'Hakuna maoni yenye kitambulisho hiki kwenye makala hii',
  'No contact message with this id': 'Hakuna ujumbe wa mawasiliano wenye kitambulisho hiki',
  'No such cover image': 'Picha hiyo ya jalada haipo',
  'Only admin can see drafts': 'Ni msimamizi tu anayeweza kuona rasimu',
  'Sign in as admin to see drafts': 'Ingia kama msimamizi ili kuona rasimu',
  'Only the author of a comment or an admin can remove it':
    'Ni mwandishi wa maoni au msimamizi tu anayeweza kuyaondoa',
  'Publish the post before it can take comments': 'Chapisha makala kwanza ndipo ipokee maoni',
  'The cover must be a PNG, JPEG or WebP image': 'Jalada liwe picha ya PNG, JPEG au WebP',
};

/** Sentences with a value in them: the value is kept as it is (a file name, a number, a code). */
/** A pattern's Swahili: `$1`-style words, or a function of the groups for a value to translate. */
type Words = string | ((match: string, ...groups: string[]) => string);

export const SWAHILI_PATTERNS: readonly (readonly [RegExp, Words])[] = [
  [/^Each drawing must be at most (.+)$/, 'Kila mchoro usizidi $1'],
  [/^A cover image must be at most (.+)$/, 'Picha ya jalada isizidi $1'],
  [
    /^(.+) is not a PDF file; only PDF drawings are accepted$/,
    '$1 si faili la PDF; michoro ya PDF tu ndiyo inakubaliwa',
  ],
  [
    /^(.+) is not a complete PDF file \(its end is missing; it may have been cut short\)$/,
    '$1 si faili kamili la PDF (mwisho wake haupo; huenda lilikatika)',
  ],
  [
    /^Send the cover as multipart\/form-data in a part named (.+)$/,
    'Tuma jalada kama multipart/form-data katika sehemu iitwayo $1',
  ],
  [
    /^Send the drawings as multipart\/form-data, each in a part named (.+)$/,
    'Tuma michoro kama multipart/form-data, kila mmoja katika sehemu iitwayo $1',
  ],
  [
    /^Attach at least one PDF drawing in a part named (.+)$/,
    'Ambatisha angalau mchoro mmoja wa PDF katika sehemu iitwayo $1',
  ],
  [/^Attach the cover image in a part named (.+)$/, 'Ambatisha picha ya jalada katika sehemu iitwayo $1'],
  [/^An item with code (.+) already exists$/, 'Bidhaa yenye msimbo $1 tayari ipo'],
  [/^Another post already uses the slug (.+)$/, 'Makala nyingine tayari inatumia slug $1'],
  [
    /^Cannot demote the only admin; make another admin first$/,
    'Huwezi kumshusha msimamizi pekee; mfanye mtu mwingine msimamizi kwanza',
  ],
  [
    /^Cannot delete the only admin; make another admin first$/,
    'Huwezi kumfuta msimamizi pekee; mfanye mtu mwingine msimamizi kwanza',
  ],
  [/^No trade called (.+)$/, 'Hakuna fani inayoitwa $1'],
  [
    /^Only a placed order can be changed; this one is (.+)$/,
    'Oda iliyowekwa tu ndiyo inayoweza kubadilishwa; hii iko katika hali ya $1',
  ],
  [
    /^Only a successful map has a BOQ; this map is in (.+)$/,
    'Ramani iliyofaulu tu ndiyo yenye BOQ; ramani hii iko katika hali ya $1',
  ],
  [
    /^Only the owner or an admin can change (.+)$/,
    'Ni mwenye ramani au msimamizi tu anayeweza kubadilisha $1',
  ],
  [/^Revision (\d+) of this BOQ not found$/, 'Toleo la $1 la BOQ hii halikupatikana'],
  [
    /^The (.+) sheet is completed; reopen it to edit$/,
    'Karatasi ya $1 imekamilika; ifungue upya ili kuihariri',
  ],
  [
    /^The (.+) sheet is settled; reopen it to review it again$/,
    'Karatasi ya $1 imeshakamilishwa; ifungue upya ili uipitie tena',
  ],
  [
    /^These sheets are not reviewed drafts with quantities; reload and confirm again: (.+)$/,
    'Karatasi hizi si rasimu zenye idadi zilizopitiwa; pakia upya kisha uthibitishe tena: $1',
  ],
  [
    /^The plan moved to (.+) while the drawings were uploading$/,
    'Ramani ilihamia hali ya $1 michoro ilipokuwa ikipakiwa',
  ],
  [/^This offer is (.+); it takes no orders$/, 'Ofa hii iko katika hali ya $1; haipokei oda'],
  // "Vipimo" are measurements: what was ordered is a quantity (kiasi, ki-vi: kilicho-, ki-).
  [
    /^quantity cannot be below the (\S+) units already ordered$/,
    'Kiasi hakiwezi kuwa chini ya $1, kilichokwisha kuagizwa',
  ],
  // The unit is the catalogue's code ("bag"): named in Swahili from the domain's unit map.
  [
    /^quantity: only (\S+) (.+) remain on this offer$/,
    (_match, count: string, unit: string) =>
      `Kiasi: kilichobaki kwenye ofa hii ni ${withUnit(Number(count), count, unit, 'sw')} tu`,
  ],
];

/** The Swahili of an API message, or the message unchanged when it has none. */
export function toSwahili(message: string): string {
  const exact = SWAHILI_MESSAGES[message];
  if (exact !== undefined) return exact;
  for (const [pattern, words] of SWAHILI_PATTERNS) {
    if (!pattern.test(message)) continue;
    return typeof words === 'string'
      ? message.replace(pattern, words)
      : message.replace(pattern, (match: string, ...groups: string[]) => words(match, ...groups));
  }
  return message;
}
