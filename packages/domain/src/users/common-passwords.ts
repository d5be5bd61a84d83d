/**
 * Passwords that appear at the top of published breach lists (only those of 8+ characters,
 * since shorter ones fail the length rule anyway). Checked case-insensitively.
 * Swahili and East African favourites are included because our users pick them too.
 */
const COMMON_PASSWORDS = new Set(
  `
12345678 123456789 1234567890 12345678910 123123123 987654321 11111111 00000000 88888888
87654321 11223344 12341234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwertyui qwerty123 qwertyuiop
password password1 password12 password123 password! passw0rd p@ssword p@ssw0rd
iloveyou iloveyou1 sunshine princess football baseball superman batman123 starwars
trustno1 welcome1 welcome123 letmein1 letmein123 abc12345 abcd1234 abcdefgh
asdfghjk asdfghjkl zxcvbnm1 zxcvbnmm computer internet whatever michelle jennifer
charlie1 master123 shadow12 dragon12 monkey12 football1 baseball1 liverpool chelsea1
arsenal1 manchester barcelona jordan23 michael1 jessica1 qazwsxedc 1234qwer qwer1234
q1w2e3r4 q1w2e3r4t5 a1b2c3d4 aa123456 admin123 administrator changeme changeme1
secret123 default1 welcome! passpass hello123 helloworld loveyou1 lovelove
flower12 samsung1 nokia1234 iphone12 google123 facebook1 whatsapp instagram
mustang1 ferrari1 mercedes pokemon1 naruto12 blink182 babygirl1 princess1 angel123
butterfly chocolate cookie12 pepper12 freedom1 forever1 summer12 winter12 spring12
december november october1 september january1 february 12qwaszx 147258369 159753456
123321123 741852963 963852741 321654987 789456123 123456abc 123456789a qwe12345
zaq12wsx 1q2w3e4r5t6y 123qweasd asdf1234 test1234 testtest password2 password3
kenya123 nairobi1 nairobi123 tanzania tanzania1 tanzania123 dodoma123 dar12345
darcity1 arusha123 mwanza123 zanzibar kampala1 uganda123 rwanda123 kigali123
mungu123 mungumkubwa yesu1234 jesus123 jesus1234 jesuschrist godisgood blessed1
mamayangu babayangu nakupenda nakupenda1 upendo123 amani123 baraka123 neema123
rehema123 furaha123 salama123 habari123 karibu123 kadirio kadirio1 kadirio123
ujenzi123 nyumba123 simba123 yanga123 simbasc1 yangasc1
`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
