// The black-box test cases of a front office (AgID technical specifications of DPR 160/2010, §8.6.1, table 52),
// transcribed from the approved specification: id | sequence diagram | its step(s) ("!": a step other than
// these) | caller | operation | test (§8.6, tables 31-51, without the TEST_ prefix) | set-up note.
const TABLE = `
FO_TC_001 | General-001 | 14 | ComUnica | notify | OK_200_001
FO_TC_002 | General-001 | 14 | ComUnica | notify | ERROR_503_001
FO_TC_003 | General-001 | 14 | ComUnica | notify | ERROR_400_001
FO_TC_004 | General-001 | 14 | ComUnica | notify | ERROR_401_001
FO_TC_005 | General-001 | 14 | ComUnica | notify | ERROR_401_002
FO_TC_006 | General-001 | 14 | ComUnica | notify | ERROR_401_003
FO_TC_007 | General-001 | 14 | ComUnica | notify | ERROR_401_004
FO_TC_008 | General-001 | 14 | ComUnica | notify | ERROR_500_002
FO_TC_009 | General-001 | 14 | ComUnica | notify | ERROR_500_004
FO_TC_010 | General-001 | 14 | ComUnica | notify | ERROR_500_007
FO_TC_011 | General-001 | 14 | ComUnica | notify | ERROR_500_008 | notifica valida sintatticamente ma non
FO_TC_012 | General-001 | 14 | ComUnica | notify | ERROR_503_001
FO_TC_013 | General-001 | 47 | BackOffice | notify | OK_200_001
FO_TC_014 | General-001 | 47 | BackOffice | notify | ERROR_503_001
FO_TC_015 | General-001 | 47 | BackOffice | notify | ERROR_400_001
FO_TC_016 | General-001 | 47 | BackOffice | notify | ERROR_401_001
FO_TC_017 | General-001 | 47 | BackOffice | notify | ERROR_401_002
FO_TC_018 | General-001 | 47 | BackOffice | notify | ERROR_401_003
FO_TC_019 | General-001 | 47 | BackOffice | notify | ERROR_401_004
FO_TC_020 | General-001 | 47 | BackOffice | notify | ERROR_500_002
FO_TC_021 | General-001 | 47 | BackOffice | notify | ERROR_500_004
FO_TC_022 | General-001 | 47 | BackOffice | notify | ERROR_500_007
FO_TC_023 | General-001 | 47 | BackOffice | notify | ERROR_500_008 | notifica valida sintatticamente ma non semanticamente per il passo indicato
FO_TC_024 | General-001 | 47 | BackOffice | notify | ERROR_503_001
FO_TC_025 | General-001 | 23,40 | BackOffice | request_instance_document | OK_200_001
FO_TC_026 | General-001 | 23,40 | BackOffice | request_instance_document | OK_206_001
FO_TC_027 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_400_001
FO_TC_028 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_401_001
FO_TC_029 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_401_002
FO_TC_030 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_401_003
FO_TC_031 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_401_004
FO_TC_032 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_404_001
FO_TC_033 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_412_001
FO_TC_034 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_416_001
FO_TC_035 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_428_001
FO_TC_036 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_500_002
FO_TC_037 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_500_007
FO_TC_038 | General-001 | 23,40 | BackOffice | request_instance_document | ERROR_503_001
FO_TC_039 | General-001 | 30 | BackOffice | request_correction | OK_200_001
FO_TC_040 | General-001 | 30 | BackOffice | request_correction | ERROR_400_001
FO_TC_041 | General-001 | 30 | BackOffice | request_correction | ERROR_401_001
FO_TC_042 | General-001 | 30 | BackOffice | request_correction | ERROR_401_002
FO_TC_043 | General-001 | 30 | BackOffice | request_correction | ERROR_401_003
FO_TC_044 | General-001 | 30 | BackOffice | request_correction | ERROR_401_004
FO_TC_045 | General-001 | 30 | BackOffice | request_correction | ERROR_500_002
FO_TC_046 | General-001 | 30 | BackOffice | request_correction | ERROR_500_005
FO_TC_047 | General-001 | 30 | BackOffice | request_correction | ERROR_500_007
FO_TC_048 | General-001 | !30 | BackOffice | request_correction | ERROR_500_009
FO_TC_049 | General-001 | 30 | BackOffice | request_correction | ERROR_503_001
FO_TC_050 | SCIA-001 | 21 | BackOffice | request_integration | OK_200_001
FO_TC_051 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_400_001
FO_TC_052 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_401_001
FO_TC_053 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_401_002
FO_TC_054 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_401_003
FO_TC_055 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_401_004
FO_TC_056 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_500_002
FO_TC_057 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_500_002
FO_TC_058 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_500_005
FO_TC_059 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_500_005
FO_TC_060 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_500_007
FO_TC_061 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_500_007
FO_TC_062 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_500_009
FO_TC_063 | SCIA-001 | 21 | BackOffice | request_integration | ERROR_503_001
FO_TC_064 | SCIA-001 | 28,64,70,77 | BackOffice | notify | OK_200_001
FO_TC_065 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_503_001
FO_TC_066 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_400_001
FO_TC_067 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_401_001
FO_TC_068 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_401_002
FO_TC_069 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_401_003
FO_TC_070 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_401_004
FO_TC_071 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_500_002
FO_TC_072 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_500_004
FO_TC_073 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_500_007
FO_TC_074 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_500_008 | notifica valida sintatticamente ma non semanticamente per il passo indicato
FO_TC_075 | SCIA-001 | 28,64,70,77 | BackOffice | notify | ERROR_503_001
FO_TC_076 | SCIA-001 | 40 | BackOffice | request_instance_document | OK_200_001
FO_TC_077 | SCIA-001 | 40 | BackOffice | request_instance_document | OK_206_001
FO_TC_078 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_400_001
FO_TC_079 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_401_001
FO_TC_080 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_401_002
FO_TC_081 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_401_003
FO_TC_082 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_401_004
FO_TC_083 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_404_001
FO_TC_084 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_412_001
FO_TC_085 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_416_001
FO_TC_086 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_428_001
FO_TC_087 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_500_002
FO_TC_088 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_500_007
FO_TC_089 | SCIA-001 | 40 | BackOffice | request_instance_document | ERROR_503_001
FO_TC_090 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | OK_200_001
FO_TC_091 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_503_001
FO_TC_092 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_400_001
FO_TC_093 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_401_001
FO_TC_094 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_401_002
FO_TC_095 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_401_003
FO_TC_096 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_401_004
FO_TC_097 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_500_002
FO_TC_098 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_500_004
FO_TC_099 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_500_007
FO_TC_100 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_500_008 | notifica valida sintatticamente ma non semanticamente per il passo indicato
FO_TC_101 | DomandaAutorizzazione-001 | 3,25,48,92,98,106,115 | BackOffice | notify | ERROR_503_001
FO_TC_102 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | OK_200_001
FO_TC_103 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_400_001
FO_TC_104 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_401_001
FO_TC_105 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_401_002
FO_TC_106 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_401_003
FO_TC_107 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_401_004
FO_TC_108 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_500_002
FO_TC_109 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_500_002
FO_TC_110 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_500_005
FO_TC_111 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_500_005
FO_TC_112 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_500_007
FO_TC_113 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_500_007
FO_TC_114 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_500_009
FO_TC_115 | DomandaAutorizzazione-001 | 41 | BackOffice | request_integration | ERROR_503_001
FO_TC_116 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | OK_200_001
FO_TC_117 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | OK_206_001
FO_TC_118 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_400_001
FO_TC_119 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_401_001
FO_TC_120 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_401_002
FO_TC_121 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_401_003
FO_TC_122 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_401_004
FO_TC_123 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_404_001
FO_TC_124 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_412_001
FO_TC_125 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_416_001
FO_TC_126 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_428_001
FO_TC_127 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_500_002
FO_TC_128 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_500_007
FO_TC_129 | DomandaAutorizzazione-001 | 60 | BackOffice | request_instance_document | ERROR_503_001
FO_TC_130 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | OK_200_001
FO_TC_131 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | ERROR_400_001
FO_TC_132 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | ERROR_401_001
FO_TC_133 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | ERROR_401_002
FO_TC_134 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | ERROR_401_003
FO_TC_135 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | ERROR_401_004
FO_TC_136 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | ERROR_500_002
FO_TC_137 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | ERROR_500_007
FO_TC_138 | SubmitterCancel-001 | 2 | ComUnica | cancel_instance | ERROR_503_001
FO_TC_139 | SubmitterCancel-001 | 8 | BackOffice | notify | OK_200_001
FO_TC_140 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_503_001
FO_TC_141 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_400_001
FO_TC_142 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_401_001
FO_TC_143 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_401_002
FO_TC_144 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_401_003
FO_TC_145 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_401_004
FO_TC_146 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_500_002
FO_TC_147 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_500_004
FO_TC_148 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_500_007
FO_TC_149 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_500_008 | notifica valida sintatticamente ma non semanticamente per il passo indicato
FO_TC_150 | SubmitterCancel-001 | 8 | BackOffice | notify | ERROR_503_001
FO_TC_151 | Retry-001 | 5 | BackOffice | retry | OK_200_001
FO_TC_152 | Retry-001 | 5 | BackOffice | retry | ERROR_400_001
FO_TC_153 | Retry-001 | 5 | BackOffice | retry | ERROR_401_001
FO_TC_154 | Retry-001 | 5 | BackOffice | retry | ERROR_401_002
FO_TC_155 | Retry-001 | 5 | BackOffice | retry | ERROR_401_003
FO_TC_156 | Retry-001 | 5 | BackOffice | retry | ERROR_401_004
FO_TC_157 | Retry-001 | 5 | BackOffice | retry | ERROR_500_002
FO_TC_158 | Retry-001 | 5 | BackOffice | retry | ERROR_500_007
FO_TC_159 | Retry-001 | 5 | BackOffice | retry | ERROR_500_009 | parametro operation diverso dall'operation eseguita al passo 1
FO_TC_160 | Retry-001 | 5 | BackOffice | retry | ERROR_503_001
`;

export interface FoTestCase {
  id: string;
  diagram: string;
  steps: string;
  caller: 'ComUnica' | 'BackOffice';
  operation: string;
  test: string;
  note: string;
}

export const FO_TEST_CASES: readonly FoTestCase[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [id, diagram, steps, caller, operation, test, note = ''] = line.split(' | ');
    return { id, diagram, steps, caller, operation, test, note } as FoTestCase;
  });
