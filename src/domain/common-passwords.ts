/**
 * Passwords that appear at the top of public breach corpora, in the site's languages (ASVS 2.1.7 asks for a
 * check against breached passwords; without a third-party service this local list stands for it). Only
 * entries of 8 characters or more matter here; shorter ones already fail the length rule, but the stems
 * (`password`, `azerty`, …) also catch their variants with digits and symbols added at the end.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  // international
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'qwerty', 'qwerty123', 'qwertyuiop', 'qwerty12', 'qwertyui', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'batman', 'starwars',
  'welcome', 'welcome1', 'letmein', 'trustno1', 'whatever', 'computer', 'internet', 'michael', 'jennifer',
  'charlie', 'dragon', 'monkey', 'shadow', 'master', 'mustang', 'jordan23', 'liverpool', 'chelsea', 'arsenal',
  'abc123', 'abcd1234', 'abcdefg', 'abcdefgh', 'admin', 'administrator', 'changeme', 'secret', 'default',
  'login', 'access', 'freedom', 'hello123', 'helloworld', 'loveme', 'lovely', 'matrix', 'pokemon', 'samsung',
  'google', 'facebook', 'instagram', 'linkedin', 'booking', 'holiday', 'holidays', 'travel', 'weekend',
  'summer', 'winter', 'spring', 'autumn', 'january', 'december', 'football1', 'basketball', 'soccer',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm', 'zxcvbnm1', 'qazwsx', 'qweasdzxc', 'aa123456', 'a1b2c3d4',
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '987654321', '11111111', '00000000',
  '12341234', '12121212', '11223344', '12344321', '99999999', '88888888', '66666666', '55555555',
  '123123123', '147258369', '159753456', '147852369', '123qweasd', '123abc', 'q1w2e3r4', 'q1w2e3r4t5',
  // French
  'azerty', 'azerty123', 'azertyuiop', 'azertyui', 'motdepasse', 'mot2passe', 'soleil', 'bonjour', 'doudou',
  'chouchou', 'loulou', 'marseille', 'paris', 'toulouse', 'nicolas', 'camille', 'vacances', 'jetaime',
  'jesuis', 'coucou', 'chocolat', 'nounours', 'olivier', 'alexandre', 'isabelle', 'france', 'bordeaux',
  // Spanish
  'contraseña', 'contrasena', 'contraseña1', 'teamo', 'tequiero', 'barcelona', 'madrid', 'realmadrid',
  'hola1234', 'holahola', 'españa', 'espana', 'mariposa', 'princesa', 'corazon', 'amorcito', 'sevilla',
  'valencia', 'alejandro', 'fernando', 'carolina', 'vacaciones',
  // Italian
  'password.it', 'ciao1234', 'ciaociao', 'tiamo', 'amore', 'amoremio', 'juventus', 'milano', 'napoli',
  'forzanapoli', 'forzajuve', 'roma1927', 'benvenuto', 'principessa', 'giuseppe', 'francesco', 'andrea',
  'alessandro', 'italia', 'vacanze',
  // Dutch
  'wachtwoord', 'wachtwoord1', 'welkom', 'welkom01', 'welkom123', 'geheim', 'ajax', 'feyenoord', 'amsterdam',
  'rotterdam', 'nederland', 'vakantie', 'hallo123', 'liefde', 'schatje', 'hoihoi',
  // the site itself
  'halte', 'halte123', 'haltehalte',
];
