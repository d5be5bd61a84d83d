import { withUnit, type Language } from '@kadirio/domain';

/*
 * Every message the API answers a refusal with (`{ message, code }` of a 4xx or 5xx), by a stable
 * code, its English and its Swahili side by side (decision 0016): the body carries the code, and
 * the message is translated by it, so rewording a sentence keeps its translation beside it.
 */

/** A sentence with a value in it (a file name, a number): its English pattern and its Swahili. */
type Words = string | ((match: string, ...groups: string[]) => string);

/** Messages without a value, by code. */
export const MESSAGES = {
  'auth.sign_in_needed': { en: 'You need to sign in', sw: 'Unahitaji kuingia' },
  'auth.session_ended': {
    en: 'Your session has expired or was ended; please sign in again',
    sw: 'Muda wako wa kuingia umekwisha au umekatishwa; tafadhali ingia tena',
  },
  'auth.role_refused': { en: 'Your role does not allow this', sw: 'Jukumu lako haliruhusu hili' },
  'auth.not_allowed': { en: 'You are not allowed to do this', sw: 'Huruhusiwi kufanya hili' },
  'request.not_found': { en: 'Not found', sw: 'Haikupatikana' },
  'users.wrong_credentials': {
    en: 'Email, phone or password is incorrect',
    sw: 'Barua pepe, simu au nenosiri si sahihi',
  },
  'users.locked_out': {
    en: 'Too many failed sign-in attempts for this account; try again later',
    sw: 'Majaribio mengi mno ya kuingia yameshindwa kwa akaunti hii; jaribu tena baadaye',
  },
  'users.email_taken': {
    en: 'An account with this email already exists',
    sw: 'Akaunti yenye barua pepe hii tayari ipo',
  },
  'users.user_not_found': { en: 'User not found', sw: 'Mtumiaji hakupatikana' },
  'users.own_account_only': {
    en: 'You can only see and change your own account',
    sw: 'Unaweza kuona na kubadilisha akaunti yako tu',
  },
  'users.role_change_admin_only': {
    en: 'Only an admin can change a role',
    sw: 'Ni msimamizi tu anayeweza kubadilisha jukumu',
  },
  'users.current_password_incorrect': {
    en: 'currentPassword is incorrect',
    sw: 'Nenosiri la sasa si sahihi',
  },
  'users.reset_request_not_found': {
    en: 'Reset request not found',
    sw: 'Ombi la kuweka nenosiri jipya halikupatikana',
  },
  'users.reset_request_closed': {
    en: 'This reset request is already closed',
    sw: 'Ombi hili la kuweka nenosiri jipya limeshafungwa',
  },
  'users.reset_link_invalid': {
    en: 'This reset link is not valid or has expired; ask for a new one',
    sw: 'Kiungo hiki cha nenosiri si sahihi au muda wake umekwisha; omba kingine',
  },
  'users.reset_link_used': {
    en: 'This reset link was already used; ask for a new one',
    sw: 'Kiungo hiki kimeshatumika; omba kingine',
  },
  'request.rate_limited': {
    en: 'Too many requests; slow down and try again shortly',
    sw: 'Maombi ni mengi mno; punguza kasi kisha ujaribu tena baada ya muda mfupi',
  },
  'server.unexpected': {
    en: 'Something went wrong on our side; please try again',
    sw: 'Hitilafu imetokea upande wetu; tafadhali jaribu tena',
  },
  'request.body_too_large': { en: 'The request body is too large', sw: 'Maudhui ya ombi ni makubwa mno' },
  'request.unsupported_media_type': {
    en: 'Unsupported content type; send JSON',
    sw: 'Aina ya maudhui haikubaliki; tuma JSON',
  },
  'request.invalid_json': { en: 'The body is not valid JSON', sw: 'Maudhui si JSON sahihi' },
  'request.empty_json': { en: 'The JSON body is empty', sw: 'Maudhui ya JSON ni matupu' },
  'request.invalid': { en: 'The request is not valid', sw: 'Ombi si sahihi' },
  // A field-level validation message otherwise stays English: the web checks its forms with the
  // same schemas first and words those problems itself.
  'request.empty_update': {
    en: 'body: send at least one field to change',
    sw: 'body: tuma angalau sehemu moja ya kubadilisha',
  },
  'server.database_unavailable': {
    en: 'The database is unavailable just now; try again in a few seconds',
    sw: 'Hifadhidata haipatikani kwa sasa; jaribu tena baada ya sekunde chache',
  },
  'server.draining': {
    en: 'This server is shutting down; send requests to another',
    sw: 'Seva hii inazimwa; tuma maombi kwa seva nyingine',
  },
  'request.parameter_too_long': {
    en: 'A path parameter is too long (200 characters at most)',
    sw: 'Kigezo cha njia ni kirefu mno (herufi 200 kwa upeo)',
  },
  'request.malformed_url': {
    en: 'The URL is not valid (a malformed %-encoding)',
    sw: 'URL si sahihi (usimbaji wa % ulioharibika)',
  },
  'request.content_length_mismatch': {
    en: 'Content-Length does not match the body',
    sw: 'Content-Length hailingani na maudhui',
  },
  'shares.owner_only': {
    en: "Only the plan's owner can share its bill or tick its building stages",
    sw: 'Ni mwenye ramani tu anayeweza kushiriki BOQ yake au kuweka alama kwenye hatua zake za ujenzi',
  },
  'shares.link_revoked': {
    en: 'This link does not exist or has been revoked',
    sw: 'Kiungo hiki hakipo au kimefutwa',
  },
  'estimates.saved_not_found': {
    en: 'Saved estimate not found',
    sw: 'Makadirio yaliyohifadhiwa hayakupatikana',
  },
  'stages.nothing_issued': {
    en: 'No bill of quantities has been issued for this plan yet, so it has no stages to tick',
    sw: 'Bado hakuna BOQ iliyotolewa kwa ramani hii, kwa hiyo haina hatua za ujenzi za kuweka alama',
  },
  'takeoff.measurement_not_found': { en: 'Measurement not found', sw: 'Kipimo hakikupatikana' },
  'takeoff.measurement_changed': {
    en: 'This measurement was changed by someone else; reload it and try again',
    sw: 'Kipimo hiki kimebadilishwa na mtu mwingine; kipakie upya kisha ujaribu tena',
  },
  'plans.map_not_found': { en: 'Map not found', sw: 'Ramani haikupatikana' },
  'boq.nothing_to_issue': {
    en: 'Nothing to issue: every sheet is marked not applicable',
    sw: 'Hakuna cha kutoa: kila karatasi imewekwa kuwa haihusiki',
  },
  'plans.drawing_not_on_plan': {
    en: 'drawingId: this plan has no such drawing',
    sw: 'drawingId: ramani hii haina mchoro huo',
  },
  'takeoff.proposal_names_taken': {
    en: 'This plan already has a measurement with one of these names or keys',
    sw: 'Ramani hii tayari ina kipimo chenye mojawapo ya majina au funguo hizi',
  },
  'takeoff.measurement_name_taken': {
    en: 'This plan already has a measurement with this name or key',
    sw: 'Ramani hii tayari ina kipimo chenye jina au ufunguo huu',
  },
  'takeoff.scale_without_region_twice': {
    en: 'scales: a page has at most one scale without a region',
    sw: 'scales: ukurasa una kipimo kimoja tu cha uwiano kisicho na eneo',
  },
  'shares.share_not_found': { en: 'Share link not found', sw: 'Kiungo cha kushiriki hakikupatikana' },
  'plans.drawing_not_found': { en: 'Drawing not found', sw: 'Mchoro haukupatikana' },
  'plans.drawing_file_missing': {
    en: 'The file of this drawing is missing',
    sw: 'Faili la mchoro huu halipo',
  },
  'plans.delete_owner_or_admin_only': {
    en: 'Only the owner or an admin can delete this plan',
    sw: 'Ni mwenye ramani au msimamizi tu anayeweza kuifuta',
  },
  'plans.delete_after_acceptance': {
    en: 'This plan has been accepted for its bill of quantities and can no longer be deleted',
    sw: 'Ramani hii imekubaliwa kwa ajili ya BOQ yake na haiwezi kufutwa tena',
  },
  'plans.moved_on': {
    en: 'This plan has moved on since you loaded it (someone else moved it); reload it and try again',
    sw: 'Ramani hii imesogea tangu ulipoipakia (mtu mwingine ameisogeza); ipakie upya ujaribu tena',
  },
  'uploads.forbidden_part_name': {
    en: 'The upload has a part with a forbidden name',
    sw: 'Upakiaji una sehemu yenye jina lisiloruhusiwa',
  },
  'uploads.too_many_parts': { en: 'The upload has too many parts', sw: 'Upakiaji una sehemu nyingi mno' },
  'uploads.malformed_multipart': {
    en: 'The upload is not valid multipart/form-data or was cut short; please send it again',
    sw: 'Upakiaji si multipart/form-data sahihi au ulikatika; tafadhali utume tena',
  },
  'boq.sheet_not_found': { en: 'Sheet not found', sw: 'Karatasi haikupatikana' },
  'boq.sheet_changed': { en: 'The sheet changed; reload it', sw: 'Karatasi imebadilika; ipakie upya' },
  'boq.delete_completed_sheet': {
    en: 'A completed sheet cannot be deleted; reopen it first',
    sw: 'Karatasi iliyokamilika haiwezi kufutwa; ifungue upya kwanza',
  },
  'boq.revision_issued_concurrently': {
    en: 'Another revision was issued at the same moment; reload and check what changed',
    sw: 'Toleo jingine limetolewa wakati huo huo; pakia upya uone kilichobadilika',
  },
  'boq.staff_only': {
    en: 'Only BOQ staff or an admin can change a BOQ',
    sw: 'Ni wafanyakazi wa BOQ au msimamizi tu wanaoweza kubadilisha BOQ',
  },
  'catalogue.rate_only_for_price_setters': {
    en: 'Price setters may change only the rate',
    sw: 'Waweka bei wanaweza kubadilisha kiwango cha bei tu',
  },
  'boq.settings_changed': {
    en: 'The contingency and VAT were changed by someone else; reload them and try again',
    sw: 'Dharura na VAT vimebadilishwa na mtu mwingine; vipakie upya kisha ujaribu tena',
  },
  'catalogue.item_not_found': { en: 'Catalogue item not found', sw: 'Bidhaa ya katalogi haikupatikana' },
  'threads.writers_only': {
    en: 'Only the client or a quantity surveyor can write here',
    sw: 'Ni mteja au mkadiriaji tu anayeweza kuandika hapa',
  },
  'threads.accept_owner_only': {
    en: "Only the plan's owner can accept a revision",
    sw: 'Ni mwenye ramani tu anayeweza kukubali toleo',
  },
  'threads.revision_already_accepted': {
    en: 'This revision is already accepted',
    sw: 'Toleo hili limekwisha kukubaliwa',
  },
  'materials.material_not_found': { en: 'Material not found', sw: 'Kifaa hakikupatikana' },
  'suppliers.supplier_not_found': { en: 'Supplier not found', sw: 'Msambazaji hakupatikana' },
  'purchases.offer_not_found': { en: 'Offer not found', sw: 'Ofa haikupatikana' },
  'orders.order_not_found': { en: 'Order not found', sw: 'Oda haikupatikana' },
  'purchases.offer_has_orders': {
    en: 'This offer has orders; close it instead of deleting it',
    sw: 'Ofa hii ina oda; ifunge badala ya kuifuta',
  },
  'purchases.delivered_offer_frozen': {
    en: 'a delivered offer cannot change',
    sw: 'Ofa iliyokwisha kuwasilishwa haiwezi kubadilika',
  },
  'orders.advance_admin_only': {
    en: 'Only admin moves an order forward; you may cancel it while it is placed',
    sw: 'Ni msimamizi tu anayesogeza oda mbele; unaweza kuighairi ikiwa bado imewekwa',
  },
  'materials.material_taken': {
    en: 'This material from this manufacturer is already listed',
    sw: 'Kifaa hiki cha mtengenezaji huyu tayari kimeorodheshwa',
  },
  'suppliers.unknown_supplier': {
    en: 'providerId: no supplier has this id',
    sw: 'providerId: hakuna msambazaji mwenye kitambulisho hiki',
  },
  'shopping.nothing_issued': {
    en: 'No BOQ is issued for this plan yet, so it has no shopping list to tick',
    sw: 'Bado hakuna BOQ iliyotolewa kwa ramani hii, kwa hiyo haina orodha ya ununuzi ya kuweka alama',
  },
  'shopping.material_not_listed': {
    en: "material: this material is not on the plan's shopping list",
    sw: 'material: kifaa hiki hakimo kwenye orodha ya ununuzi ya ramani hii',
  },
  'shopping.owner_or_editor_only': {
    en: "Only the plan's owner or its quantity surveyors can tick what is bought",
    sw: 'Ni mwenye ramani au wakadiriaji wake tu wanaoweza kuweka alama ya kilichonunuliwa',
  },
  'suppliers.name_taken': {
    en: 'A supplier with this name already exists',
    sw: 'Msambazaji mwenye jina hili tayari yupo',
  },
  'blog.post_not_found': {
    en: 'No blog post with this id or slug',
    sw: 'Hakuna makala yenye kitambulisho au slug hii',
  },
  'blog.comment_not_found': {
    en: 'No comment with this id on this post',
    sw: 'Hakuna maoni yenye kitambulisho hiki kwenye makala hii',
  },
  'contact.message_not_found': {
    en: 'No contact message with this id',
    sw: 'Hakuna ujumbe wa mawasiliano wenye kitambulisho hiki',
  },
  'blog.cover_not_found': { en: 'No such cover image', sw: 'Picha hiyo ya jalada haipo' },
  'blog.drafts_admin_only': { en: 'Only admin can see drafts', sw: 'Ni msimamizi tu anayeweza kuona rasimu' },
  'blog.drafts_sign_in_as_admin': {
    en: 'Sign in as admin to see drafts',
    sw: 'Ingia kama msimamizi ili kuona rasimu',
  },
  'blog.comment_remove_author_or_admin': {
    en: 'Only the author of a comment or an admin can remove it',
    sw: 'Ni mwandishi wa maoni au msimamizi tu anayeweza kuyaondoa',
  },
  'blog.comments_need_published_post': {
    en: 'Publish the post before it can take comments',
    sw: 'Chapisha makala kwanza ndipo ipokee maoni',
  },
  'blog.cover_not_image': {
    en: 'The cover must be a PNG, JPEG or WebP image',
    sw: 'Jalada liwe picha ya PNG, JPEG au WebP',
  },
} as const satisfies Record<string, { en: string; sw: string }>;

/** Messages that carry a value, by code: the value is kept as it is (a file name, a number, a code). */
export const PATTERNED_MESSAGES = {
  'users.phone_taken': {
    en: /^An account with the phone number (.+) already exists$/,
    sw: 'Akaunti yenye namba ya simu $1 tayari ipo',
  },
  'catalogue.material_not_found': { en: /^No material (.+)$/, sw: 'Hakuna kifaa $1' },
  'estimates.too_many_saved': {
    en: /^You already keep (\d+) saved estimates; delete one before saving another$/,
    sw: 'Tayari umehifadhi makadirio $1; futa moja kabla ya kuhifadhi jingine',
  },
  'request.no_route': { en: /^No route (\S+) (.+)$/, sw: 'Hakuna njia $1 $2' },
  'plans.drawing_too_large': { en: /^Each drawing must be at most (.+)$/, sw: 'Kila mchoro usizidi $1' },
  'blog.cover_too_large': { en: /^A cover image must be at most (.+)$/, sw: 'Picha ya jalada isizidi $1' },
  'plans.drawing_not_pdf': {
    en: /^(.+) is not a PDF file; only PDF drawings are accepted$/,
    sw: '$1 si faili la PDF; michoro ya PDF tu ndiyo inakubaliwa',
  },
  'plans.drawing_pdf_cut_short': {
    en: /^(.+) is not a complete PDF file \(its end is missing; it may have been cut short\)$/,
    sw: '$1 si faili kamili la PDF (mwisho wake haupo; huenda lilikatika)',
  },
  'blog.cover_not_multipart': {
    en: /^Send the cover as multipart\/form-data in a part named (.+)$/,
    sw: 'Tuma jalada kama multipart/form-data katika sehemu iitwayo $1',
  },
  'plans.drawings_not_multipart': {
    en: /^Send the drawings as multipart\/form-data, each in a part named (.+)$/,
    sw: 'Tuma michoro kama multipart/form-data, kila mmoja katika sehemu iitwayo $1',
  },
  'plans.drawing_missing': {
    en: /^Attach at least one PDF drawing \(or photo\) in a part named (.+)$/,
    sw: 'Ambatisha angalau mchoro mmoja wa PDF (au picha) katika sehemu iitwayo $1',
  },
  'blog.cover_missing': {
    en: /^Attach the cover image in a part named (.+)$/,
    sw: 'Ambatisha picha ya jalada katika sehemu iitwayo $1',
  },
  'catalogue.code_taken': {
    en: /^An item with code (.+) already exists$/,
    sw: 'Bidhaa yenye msimbo $1 tayari ipo',
  },
  'blog.slug_taken': {
    en: /^Another post already uses the slug (.+)$/,
    sw: 'Makala nyingine tayari inatumia slug $1',
  },
  'users.last_admin_demotion': {
    en: /^Cannot demote the only admin; make another admin first$/,
    sw: 'Huwezi kumshusha msimamizi pekee; mfanye mtu mwingine msimamizi kwanza',
  },
  'users.last_admin_deletion': {
    en: /^Cannot delete the only admin; make another admin first$/,
    sw: 'Huwezi kumfuta msimamizi pekee; mfanye mtu mwingine msimamizi kwanza',
  },
  'boq.unknown_trade': { en: /^No trade called (.+)$/, sw: 'Hakuna fani inayoitwa $1' },
  'orders.not_placed': {
    en: /^Only a placed order can be changed; this one is (.+)$/,
    sw: 'Oda iliyowekwa tu ndiyo inayoweza kubadilishwa; hii iko katika hali ya $1',
  },
  'boq.map_not_successful': {
    en: /^Only a successful map has a BOQ; this map is in (.+)$/,
    sw: 'Ramani iliyofaulu tu ndiyo yenye BOQ; ramani hii iko katika hali ya $1',
  },
  'plans.change_owner_or_admin_only': {
    en: /^Only the owner or an admin can change (.+)$/,
    sw: 'Ni mwenye ramani au msimamizi tu anayeweza kubadilisha $1',
  },
  'boq.revision_not_found': {
    en: /^Revision (\d+) of this BOQ not found$/,
    sw: 'Toleo la $1 la BOQ hii halikupatikana',
  },
  'boq.sheet_completed': {
    en: /^The (.+) sheet is completed; reopen it to edit$/,
    sw: 'Karatasi ya $1 imekamilika; ifungue upya ili kuihariri',
  },
  'boq.sheet_settled_review': {
    en: /^The (.+) sheet is settled; reopen it to review it again$/,
    sw: 'Karatasi ya $1 imeshakamilishwa; ifungue upya ili uipitie tena',
  },
  'boq.sheet_settled_bind': {
    en: /^The (.+) sheet is settled; reopen it to bind it to the building model$/,
    sw: 'Karatasi ya $1 imeshakamilishwa; ifungue upya ili uiunganishe na modeli ya jengo',
  },
  'takeoff.last_mark_of_bound_group': {
    en: /^"(.+)" is the last mark of the group "(.+)", which (.+) read; unbind it there before deleting it$/,
    sw: '“$1” ni kipimo cha mwisho cha kundi “$2”, ambalo karatasi za $3 zinalisoma; ondoa muunganisho huko kwanza kabla ya kukifuta',
  },
  'boq.complete_unreviewed': {
    en: /^These sheets are not reviewed drafts with quantities; reload and confirm again: (.+)$/,
    sw: 'Karatasi hizi si rasimu zenye idadi zilizopitiwa; pakia upya kisha uthibitishe tena: $1',
  },
  'plans.moved_during_upload': {
    en: /^The plan moved to (.+) while the drawings were uploading$/,
    sw: 'Ramani ilihamia hali ya $1 michoro ilipokuwa ikipakiwa',
  },
  'orders.offer_closed': {
    en: /^This offer is (.+); it takes no orders$/,
    sw: 'Ofa hii iko katika hali ya $1; haipokei oda',
  },
  // "Vipimo" are measurements: what was ordered is a quantity (kiasi, ki-vi: kilicho-, ki-).
  'purchases.quantity_below_ordered': {
    en: /^quantity cannot be below the (\S+) units already ordered$/,
    sw: 'Kiasi hakiwezi kuwa chini ya $1, kilichokwisha kuagizwa',
  },
  // The unit is the catalogue's code ("bag"): named in Swahili from the domain's unit map.
  'orders.quantity_exceeds_remaining': {
    en: /^quantity: only (\S+) (.+) remain on this offer$/,
    sw: (_match, count: string, unit: string) =>
      `Kiasi: kilichobaki kwenye ofa hii ni ${withUnit(Number(count), count, unit, 'sw')} tu`,
  },
} satisfies Record<string, { en: RegExp; sw: Words }>;

export type MessageCode = keyof typeof MESSAGES;
export type PatternedCode = keyof typeof PATTERNED_MESSAGES;
/** The code of a refusal whose words have no code of their own yet (answered in English). */
export const UNCODED = 'request.refused';
export type ErrorCode = MessageCode | PatternedCode | typeof UNCODED;

const CODE_BY_ENGLISH = new Map<string, MessageCode>(
  Object.entries(MESSAGES).map(([code, { en }]) => [en, code as MessageCode]),
);

export function isMessageCode(text: string): text is MessageCode {
  return Object.hasOwn(MESSAGES, text);
}

/**
 * A thrown message's code and its English. Services name a fixed message by its code; a sentence
 * with a value is known by its pattern; a sentence from elsewhere (the domain's refusals, a schema's
 * words) by its English.
 */
export function resolveMessage(codeOrEnglish: string): { code: ErrorCode; message: string } {
  if (isMessageCode(codeOrEnglish)) return { code: codeOrEnglish, message: MESSAGES[codeOrEnglish].en };
  const byWords = CODE_BY_ENGLISH.get(codeOrEnglish);
  if (byWords) return { code: byWords, message: codeOrEnglish };
  for (const [code, { en }] of Object.entries(PATTERNED_MESSAGES)) {
    if (en.test(codeOrEnglish)) return { code: code as PatternedCode, message: codeOrEnglish };
  }
  return { code: UNCODED, message: codeOrEnglish };
}

/** The message of a refusal in a language, by its code; a message without a code stays English. */
export function translate(language: Language, code: ErrorCode, english: string): string {
  if (language === 'en') return english;
  // A schema's or Fastify's own words under a fixed code (they name the field) stay as they are.
  if (isMessageCode(code)) return MESSAGES[code].en === english ? MESSAGES[code].sw : english;
  if (code === UNCODED) return english;
  const { en, sw }: { en: RegExp; sw: Words } = PATTERNED_MESSAGES[code];
  return typeof sw === 'string'
    ? english.replace(en, sw)
    : english.replace(en, (match: string, ...groups: string[]) => sw(match, ...groups));
}
