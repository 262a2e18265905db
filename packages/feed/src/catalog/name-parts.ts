/** Word lists the world generator builds team and player names from. */

/** Cities by country code, for club and franchise names. */
// prettier-ignore
export const CITIES: Readonly<Record<string, readonly string[]>> = {
  eng: ['Ashford', 'Blackmoor', 'Bramley', 'Carlton', 'Dunmore', 'Eastbridge', 'Fairhaven', 'Greystone', 'Hartwell', 'Kingsbury', 'Lynford', 'Marlow', 'Northcliff', 'Oakham', 'Pembury', 'Redhill', 'Southport', 'Thornbury', 'Westfield', 'Whitby', 'Yarmouth', 'Ely'],
  esp: ['Alcalá', 'Almería', 'Badalona', 'Cádiz', 'Córdoba', 'Elche', 'Gijón', 'Girona', 'Huelva', 'Jaén', 'León', 'Lugo', 'Málaga', 'Murcia', 'Oviedo', 'Palencia', 'Reus', 'Santander', 'Segovia', 'Tarragona', 'Toledo', 'Vigo'],
  ger: ['Aachen', 'Bielefeld', 'Bochum', 'Cottbus', 'Darmstadt', 'Erfurt', 'Essen', 'Fürth', 'Halle', 'Hameln', 'Jena', 'Kassel', 'Kiel', 'Lübeck', 'Mainz', 'Münster', 'Paderborn', 'Regensburg', 'Rostock', 'Trier', 'Ulm', 'Würzburg'],
  ita: ['Ancona', 'Arezzo', 'Bari', 'Brescia', 'Cagliari', 'Como', 'Cremona', 'Ferrara', 'Lecce', 'Livorno', 'Modena', 'Monza', 'Padova', 'Parma', 'Perugia', 'Pisa', 'Salerno', 'Siena', 'Trento', 'Udine', 'Verona', 'Vicenza'],
  fra: ['Amiens', 'Angers', 'Auxerre', 'Brest', 'Caen', 'Dijon', 'Grenoble', 'Le Havre', 'Lorient', 'Metz', 'Nancy', 'Nîmes', 'Niort', 'Reims', 'Rennes', 'Rouen', 'Sedan', 'Tours', 'Troyes', 'Valence', 'Annecy', 'Laval'],
  rus: ['Arkhangelsk', 'Barnaul', 'Belgorod', 'Ivanovo', 'Kaluga', 'Kirov', 'Kursk', 'Lipetsk', 'Murmansk', 'Omsk', 'Orenburg', 'Penza', 'Perm', 'Ryazan', 'Samara', 'Saratov', 'Tambov', 'Tomsk', 'Tula', 'Tver', 'Vologda', 'Yaroslavl'],
  tur: ['Adana', 'Antalya', 'Aydın', 'Bolu', 'Bursa', 'Çorum', 'Denizli', 'Edirne', 'Elazığ', 'Eskişehir', 'Gaziantep', 'Kayseri', 'Konya', 'Malatya', 'Manisa', 'Mersin', 'Ordu', 'Rize', 'Samsun', 'Sivas', 'Trabzon', 'Van'],
  bra: ['Belém', 'Campinas', 'Cuiabá', 'Curitiba', 'Florianópolis', 'Fortaleza', 'Goiânia', 'Joinville', 'Londrina', 'Maceió', 'Manaus', 'Natal', 'Niterói', 'Pelotas', 'Recife', 'Salvador', 'Santos', 'Sorocaba', 'Teresina', 'Uberlândia', 'Vitória', 'Juiz de Fora'],
  arg: ['Bahía Blanca', 'Catamarca', 'Córdoba', 'Corrientes', 'Formosa', 'Jujuy', 'La Plata', 'La Rioja', 'Mar del Plata', 'Mendoza', 'Neuquén', 'Paraná', 'Posadas', 'Quilmes', 'Rafaela', 'Resistencia', 'Rosario', 'Salta', 'San Juan', 'San Luis', 'Santa Fe', 'Tandil'],
  usa: ['Albany', 'Austin', 'Boise', 'Buffalo', 'Charleston', 'Des Moines', 'El Paso', 'Fresno', 'Hartford', 'Knoxville', 'Lexington', 'Madison', 'Mobile', 'Omaha', 'Portland', 'Raleigh', 'Reno', 'Richmond', 'Spokane', 'Tacoma', 'Tucson', 'Tulsa', 'Wichita', 'Savannah', 'Toledo', 'Akron', 'Dayton', 'Eugene', 'Fargo', 'Lincoln', 'Provo', 'Topeka'],
  kaz: ['Aktobe', 'Aktau', 'Atyrau', 'Karaganda', 'Kostanay', 'Kyzylorda', 'Oral', 'Pavlodar', 'Petropavl', 'Semey', 'Shymkent', 'Taraz', 'Turkistan', 'Ekibastuz'],
  aze: ['Ganja', 'Sumqayit', 'Lankaran', 'Shaki', 'Mingachevir', 'Shamakhi', 'Quba', 'Nakhchivan', 'Shirvan', 'Zaqatala', 'Gabala', 'Agdam'],
  ukr: ['Chernihiv', 'Cherkasy', 'Dnipro', 'Ivano-Frankivsk', 'Kropyvnytskyi', 'Lutsk', 'Lviv', 'Mykolaiv', 'Odesa', 'Poltava', 'Rivne', 'Sumy', 'Ternopil', 'Uzhhorod', 'Vinnytsia', 'Zhytomyr', 'Zaporizhzhia', 'Kherson'],
  por: ['Aveiro', 'Beja', 'Braga', 'Bragança', 'Chaves', 'Coimbra', 'Évora', 'Faro', 'Funchal', 'Guarda', 'Leiria', 'Portimão', 'Setúbal', 'Tondela', 'Viseu', 'Famalicão', 'Estoril', 'Arouca', 'Barcelos', 'Viana'],
  ned: ['Almere', 'Arnhem', 'Breda', 'Delft', 'Deventer', 'Emmen', 'Enschede', 'Groningen', 'Haarlem', 'Heerenveen', 'Leiden', 'Maastricht', 'Nijmegen', 'Tilburg', 'Utrecht', 'Venlo', 'Zwolle', 'Alkmaar', 'Sittard', 'Volendam'],
  jpn: ['Akita', 'Fukuoka', 'Gifu', 'Hiroshima', 'Kagoshima', 'Kanazawa', 'Kobe', 'Kochi', 'Kumamoto', 'Matsuyama', 'Mito', 'Nagano', 'Nagasaki', 'Niigata', 'Oita', 'Sapporo', 'Sendai', 'Shizuoka', 'Tokushima', 'Toyama'],
  ind: ['Ahmedabad', 'Bhopal', 'Chennai', 'Guwahati', 'Indore', 'Jaipur', 'Kanpur', 'Kochi', 'Lucknow', 'Mysore', 'Nagpur', 'Pune', 'Ranchi', 'Surat'],
  aus: ['Adelaide', 'Ballarat', 'Bendigo', 'Brisbane', 'Cairns', 'Darwin', 'Geelong', 'Hobart', 'Newcastle', 'Perth', 'Townsville', 'Wollongong', 'Canberra', 'Launceston'],
  pol: ['Białystok', 'Bydgoszcz', 'Gdynia', 'Gliwice', 'Katowice', 'Kielce', 'Lublin', 'Łódź', 'Olsztyn', 'Opole', 'Płock', 'Poznań', 'Radom', 'Rzeszów', 'Szczecin', 'Toruń', 'Zabrze', 'Wrocław'],
  swe: ['Borås', 'Eskilstuna', 'Falun', 'Gävle', 'Halmstad', 'Helsingborg', 'Jönköping', 'Kalmar', 'Karlstad', 'Linköping', 'Luleå', 'Norrköping', 'Örebro', 'Skövde', 'Sundsvall', 'Umeå', 'Uppsala', 'Västerås'],
};

/** National team names (not translated). */
// prettier-ignore
export const NATIONS: readonly string[] = ['Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Croatia', 'Czechia', 'Denmark', 'Egypt', 'England', 'Finland', 'France', 'Germany', 'Ghana', 'Greece', 'Hungary', 'India', 'Ireland', 'Italy', 'Japan', 'Kazakhstan', 'Korea', 'Mexico', 'Morocco', 'Netherlands', 'Nigeria', 'Norway', 'Poland', 'Portugal', 'Serbia', 'Spain', 'Sweden', 'Switzerland', 'Turkey', 'Ukraine', 'Uruguay', 'USA', 'Wales'];

// prettier-ignore
export const CLUB_PATTERNS: readonly string[] = ['{c} FC', 'FC {c}', '{c} United', 'Dynamo {c}', 'Sporting {c}', '{c} Athletic', 'Real {c}', '{c} Rovers', 'Olympic {c}', '{c} Town', 'Inter {c}', '{c} Wanderers', 'Lokomotiv {c}', 'Union {c}'];

// prettier-ignore
export const MASCOTS: readonly string[] = ['Hawks', 'Bears', 'Wolves', 'Comets', 'Knights', 'Titans', 'Rockets', 'Sharks', 'Lions', 'Falcons', 'Pirates', 'Storm', 'Kings', 'Raptors', 'Bulls', 'Eagles', 'Mustangs', 'Giants', 'Rangers', 'Thunder', 'Vipers', 'Owls', 'Foxes', 'Stallions', 'Cobras', 'Blaze', 'Miners', 'Pilots', 'Royals', 'Spartans', 'Wildcats', 'Jaguars'];

// prettier-ignore
export const CYBER_WORDS: readonly string[] = ['Nova', 'Void', 'Apex', 'Zenith', 'Vortex', 'Phantom', 'Nebula', 'Crimson', 'Arctic', 'Eclipse', 'Helix', 'Quantum', 'Rogue', 'Solar', 'Titan', 'Venom', 'Onyx', 'Pulse', 'Cipher', 'Falcon', 'Glitch', 'Ember', 'Frost', 'Orbit', 'Raven', 'Shadow', 'Spectre', 'Tempest', 'Vector', 'Wraith', 'Aurora', 'Kraken'];
// prettier-ignore
export const CYBER_SUFFIXES: readonly string[] = ['Esports', 'Gaming', 'Squad', 'Five', 'Club', 'Academy', 'Legion', 'Collective'];

// prettier-ignore
export const FIRST_NAMES: readonly string[] = ['Adam', 'Alex', 'Andrei', 'Anton', 'Arman', 'Aziz', 'Bruno', 'Carlos', 'Daniel', 'Denis', 'Diego', 'Emil', 'Emre', 'Erik', 'Felix', 'Gabriel', 'Hugo', 'Igor', 'Ivan', 'Jakub', 'Jan', 'Javier', 'Jonas', 'Kai', 'Kemal', 'Leo', 'Lucas', 'Luka', 'Marat', 'Marco', 'Mateo', 'Max', 'Mikhail', 'Nikita', 'Noah', 'Oleg', 'Omar', 'Oscar', 'Pablo', 'Pavel', 'Rafael', 'Rustam', 'Samir', 'Sergio', 'Stefan', 'Taras', 'Timur', 'Tomás', 'Viktor', 'Yusuf'];
// prettier-ignore
export const SURNAMES: readonly string[] = ['Abdullayev', 'Alves', 'Andersson', 'Baranov', 'Becker', 'Bondarenko', 'Costa', 'Demir', 'Dubois', 'Eriksen', 'Fernández', 'Ferreira', 'Fischer', 'García', 'Gómez', 'Hansen', 'Ivanov', 'Jansen', 'Kaya', 'Klein', 'Kovács', 'Kowalski', 'Kuznetsov', 'Laurent', 'Lopes', 'Marino', 'Martin', 'Melnyk', 'Moreau', 'Müller', 'Nowak', 'Novak', 'Nurlanov', 'Oliveira', 'Özkan', 'Petrov', 'Rossi', 'Santos', 'Schmidt', 'Sokolov', 'Suleimenov', 'Şahin', 'Tkachenko', 'Torres', 'Vidal', 'Volkov', 'Weber', 'Yılmaz', 'Zhukov', 'Zimmermann'];
