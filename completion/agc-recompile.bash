# bash completion for agc-recompile(1): its options, the values of those
# that take one of a few words, and file names for the rest.
#
#	agc-recompile --wa<TAB>          --wave
#	agc-recompile --wave <TAB>       32 64
#	agc-recompile --cfg=<TAB>        text dot
#	agc-recompile --image-format s4=rg<TAB>   rg32f rg16f ... (after s4=)
#
# The lists follow `agc-recompile --help` (tests/lib/test_completion.py
# checks that they agree).

_agc_recompile()
{
	local cur prev words cword split
	_init_completion -s || return

	local image_formats='float uint sint rgba32f rgba16f rg32f rg16f r11f_g11f_b10f
		r32f r16f rgba16 rgb10_a2 rgba8 rg16 rg8 r16 r8 rgba16_snorm rgba8_snorm
		rg16_snorm rg8_snorm r16_snorm r8_snorm rgba32i rgba16i rgba8i rg32i rg16i
		rg8i r32i r16i r8i rgba32ui rgba16ui rgb10_a2ui rgba8ui rg32ui rg16ui rg8ui
		r32ui r16ui r8ui'

	case $prev in
	--wave) COMPREPLY=($(compgen -W '32 64' -- "$cur")); return ;;
	--format) COMPREPLY=($(compgen -W 'raw elf capture' -- "$cur")); return ;;
	--address-map) COMPREPLY=($(compgen -W 'direct paged' -- "$cur")); return ;;
	--denormals) COMPREPLY=($(compgen -W 'any preserve flush' -- "$cur")); return ;;
	--barycentric) COMPREPLY=($(compgen -W 'gs ext' -- "$cur")); return ;;
	--spirv) COMPREPLY=($(compgen -W '1.5 1.6' -- "$cur")); return ;;
	--target-env) COMPREPLY=($(compgen -W 'vulkan1.2 vulkan1.3' -- "$cur")); return ;;
	--mcpu) COMPREPLY=($(compgen -W 'gfx1030' -- "$cur")); return ;;
	--stage) COMPREPLY=($(compgen -W 'cs vs ngg ps' -- "$cur")); return ;;
	--cfg)
		# an optional value: --cfg=dot; after "--cfg " comes an input
		if $split; then
			COMPREPLY=($(compgen -W 'text dot' -- "$cur"))
			return
		fi
		;;
	--image-format)
		# SOURCE=FORMAT: the source is the user's; readline completes
		# the word after the '=' (a word break), so only the format
		if [[ $cur == *=* ]]; then
			COMPREPLY=($(compgen -W "$image_formats" -- "${cur#*=}"))
		fi
		return
		;;
	--graph)
		# SPEC, or @FILE
		if [[ $cur == @* ]]; then
			COMPREPLY=($(compgen -P @ -f -- "${cur#@}"))
		fi
		return
		;;
	-o | --output | --reflection | --fetch | --report | --dump-capture)
		_filedir
		return
		;;
	--entry | --symbol | --subgroup-size | --workgroup | --user-sgprs | --wgid-sgprs | \
	--lds | --scratch | --shared-vgprs | --address32-hi | -j | --jobs | --shard | \
	--max-bytes | --max-insts | --max-blocks | --max-call-depth | --max-memory | \
	--reg | --push-offset | --descriptor-set)
		# a number, a list or a name: nothing to offer
		return
		;;
	esac
	$split && return

	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W '--disasm --cfg --cfg= --graph --format --entry
			--symbol --fetch --wave --subgroup-size --workgroup --user-sgprs
			--wgid-sgprs --lds --scratch --shared-vgprs --address-map
			--address32-hi --denormals --image-format -o --output --reflection
			--stage --reg --push-offset --descriptor-set --barycentric
			--mcpu --target-env --spirv --validate -O -q --quiet --dump-capture -j --jobs --report --shard --max-bytes
			--max-insts --max-blocks --max-call-depth --max-memory -h --help
			--version' -- "$cur"))
		[[ ${COMPREPLY-} == *= ]] && compopt -o nospace
		return
	fi
	# inputs: files or folders (batch mode)
	_filedir
} &&
	complete -F _agc_recompile agc-recompile
